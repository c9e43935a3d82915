// The confirmation of one change of one user (a new role, a disable, an enable): what they can do
// now and what they will be able to do after, and the administrator's one-time code, sent as the
// dialog opens, for this change alone (the OtpInput and "Send a new code" as an approval takes
// them). A wrong or expired code is said at the field; cancelling changes nothing.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DescriptionList, Dialog, FormField, OtpInput, Stack, Text } from '@bank/ui';
import { isOtpCode } from '@bank/lookups/identity';
import { CODE_PROBLEMS, ResendCode } from '@/lib/forms/ResendCode';
import {
  applyChange,
  sendChangeCode,
  type Change,
  type Role,
  type Subaccount,
} from '@/features/subaccounts/api/subaccounts';

export interface ChangeDialogProps {
  user: Subaccount;
  /** The user's name as their card shows it. */
  name: string;
  change: Change;
  onClose: () => void;
  /** The change is made: the words that say so. */
  onDone: (notice: string) => void;
}

export function ChangeDialog({ user, name, change, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('subaccounts');
  const formId = useId();
  // The code is on its way as the dialog opens.
  const [sending, setSending] = useState(true);
  const [sent, setSent] = useState<{ to: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async () => {
    const res = await sendChangeCode(user.customer_id, change);
    setSending(false);
    if (!res.data) {
      setRefusal({ title: t('change.codeNotSent'), text: res.statusText });
      return;
    }
    setRefusal(null);
    setCodeError(null);
    setSent({ to: res.data.data.sent_to, at: Date.now() });
  };
  const resend = () => {
    if (sending) return;
    setSending(true);
    void request();
  };

  // The code goes as the dialog opens, once; a new one only on request (its cool-down applies).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void request();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the change the dialog opened with
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isOtpCode(code)) {
      setCodeError(t('change.codeInvalid'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    setCodeError(null);
    const res = await applyChange(user.customer_id, change, code);
    setBusy(false);
    if (res.data) {
      onDone(
        change.change === 'role'
          ? t('users.roleChanged', { name, role: t(`roles.${change.customer_type}.aName`) })
          : t(change.change === 'disable' ? 'users.disabled' : 'users.enabled', { name }),
      );
      return;
    }
    if (res.error && CODE_PROBLEMS.has(res.error.code)) {
      setCodeError(
        `${t(`change.codeProblem.${res.error.code}`)} ${res.error.message ?? ''}`.trim(),
      );
      return;
    }
    setRefusal({ title: t('change.refused'), text: res.statusText });
  };

  const role = (r: Role) =>
    t('change.asRole', { role: t(`roles.${r}.name`), can: t(`roles.${r}.can`) });
  const [now, after] =
    change.change === 'role'
      ? [role(user.customer_type), role(change.customer_type)]
      : change.change === 'disable'
        ? [t('change.canLogIn', { what: role(user.customer_type) }), t('change.cannotLogIn')]
        : [t('change.isDisabled'), t('change.canLogIn', { what: role(user.customer_type) })];

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={
        change.change === 'role'
          ? t('change.roleTitle', { name, role: t(`roles.${change.customer_type}.name`) })
          : t(change.change === 'disable' ? 'change.disableTitle' : 'change.enableTitle', { name })
      }
      description={t('change.text', { name })}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('change.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={busy}
            variant={change.change === 'disable' ? 'danger' : 'primary'}
          >
            {t(`change.confirm.${change.change}`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void confirm(e)}>
        <Stack gap="md" align="start">
          {refusal && (
            <Alert tone="danger" announce="assertive" title={refusal.title}>
              {refusal.text}
            </Alert>
          )}
          <DescriptionList
            items={[
              { term: t('change.now', { name }), description: now },
              { term: t('change.after', { name }), description: after },
            ]}
          />
          <Text aria-live="polite">
            {sent ? (
              <>
                {t('change.codeSent')} <bdi dir="ltr">{sent.to}</bdi>
              </>
            ) : sending ? (
              t('change.codeSending')
            ) : null}
          </Text>
          <FormField
            label={t('change.codeLabel')}
            hint={t('change.codeHint')}
            required
            error={codeError ?? undefined}
          >
            <OtpInput name="otp" value={code} onChange={setCode} />
          </FormField>
          <ResendCode sentAt={sent?.at} loading={sending} onResend={resend} />
        </Stack>
      </form>
    </Dialog>
  );
}
