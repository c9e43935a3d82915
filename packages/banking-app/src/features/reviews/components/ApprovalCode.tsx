// The approval's code field and "Send a new code": the OtpInput's code comes with the dialog, when
// an approver presses "Approve", not with every review page.
import { FormField, OtpInput } from '@bank/ui';
import { ResendCode } from '@/lib/forms/ResendCode';

export interface ApprovalCodeProps {
  label: string;
  hint: string;
  error: string | null;
  code: string;
  onCode: (code: string) => void;
  sentAt: number | undefined;
  sending: boolean;
  onResend: () => void;
}

export function ApprovalCode({
  label,
  hint,
  error,
  code,
  onCode,
  sentAt,
  sending,
  onResend,
}: ApprovalCodeProps) {
  return (
    <>
      <FormField label={label} hint={hint} required error={error ?? undefined}>
        <OtpInput name="otp" value={code} onChange={onCode} />
      </FormField>
      <ResendCode sentAt={sentAt} loading={sending} onResend={onResend} />
    </>
  );
}
