import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorSummary, FormField, OtpInput, Stack } from '@bank/ui';
import type { ApiResponse } from '@/api/client';
import { useCooldown } from '@/lib/forms/useCooldown';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, normaliseCode } from '@/lib/forms/validate';
import { codeFieldProblem, registrationProblem } from './problems';
import { REGISTRATION_NS } from '@/features/registration/i18n';

/** Seconds before another code can be sent. */
const RESEND_COOLDOWN_SECONDS = 30;
const FIELDS = ['code'] as const;

export interface CodeStepProps {
  form: string;
  label: string;
  /** When the last code was sent (starts the cool-down). */
  sentAt?: number;
  verify: (code: string) => Promise<ApiResponse<unknown>>;
  /** Called with the answer when the code is right. */
  onVerified: (res: ApiResponse<unknown>) => void;
  resend: () => Promise<ApiResponse<unknown>>;
  onResent: () => void;
  /** Links under the form (another channel, change the number). */
  footer?: ReactNode;
}

/** A 6-digit code: the field, confirm, and "send a new code" after a visible cool-down. */
export function CodeStep({
  form: name,
  label,
  sentAt,
  verify,
  onVerified,
  resend,
  onResent,
  footer,
}: CodeStepProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const form = useFormErrors(name, FIELDS);
  const { loading, run } = useSubmit();
  const sending = useSubmit();
  const [code, setCode] = useState('');
  const [since, setSince] = useState(sentAt);
  const [resent, setResent] = useState(false);
  const wait = useCooldown(since, RESEND_COOLDOWN_SECONDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = checkCode(code);
      if (!form.report({ code: problem ? t(`errors.${problem}`) : undefined })) return;
      const res = await verify(normaliseCode(code));
      if (res.data) {
        onVerified(res);
        return;
      }
      const field = codeFieldProblem(t, res);
      if (field) form.report({ code: field });
      else form.report({}, registrationProblem(t, res));
    });
  };

  const again = () => {
    if (wait > 0) return;
    void sending.run(async () => {
      const res = await resend();
      if (!res.data) {
        form.report({}, registrationProblem(t, res));
        return;
      }
      setSince(Date.now());
      setResent(true);
      onResent();
    });
  };

  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      {resent && !form.attempt && (
        <Alert tone="success" announce="polite">
          {t('code.resent')}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <FormField
            label={label}
            hint={t('code.hint')}
            id={form.id('code')}
            required
            error={form.errors.code}
          >
            <OtpInput name="otp" value={code} onChange={setCode} />
          </FormField>
          <Button type="submit" loading={loading} fullWidth>
            {t('continue')}
          </Button>
        </Stack>
      </form>
      <Stack gap="sm" align="start">
        <Button
          variant="tertiary"
          loading={sending.loading}
          aria-disabled={wait > 0 || undefined}
          onClick={again}
        >
          {wait > 0 ? t('code.resendIn', { seconds: wait }) : t('code.resend')}
        </Button>
        {footer}
      </Stack>
    </Stack>
  );
}
