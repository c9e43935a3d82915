// Confirming an external transfer with a passkey, as an alternative to the code: the bank's
// statement of what is signed (the amount leaving the wallet with its fee, the payee and their
// account in full) is shown first, and the browser's prompt opens only when the customer has read
// it and chooses to sign: what they see is what they sign (the challenge is derived from it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@bank/lookups/accounts';
import { Alert, Button, Card, Heading, Icon, Inline, KeyRound, Stack, Text } from '@bank/ui';
import { passkeyApprovalOptions, type PasskeyProof } from '@/lib/passkeys/api';
import { useHasPasskey } from '@/lib/passkeys/useHasPasskey';
import { promptProblem, signWithPasskey } from '@/lib/passkeys/browser';
import { useSubmit } from '@/lib/forms/useSubmit';
import { moneyText } from '@/features/transfers/shared/money';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';

type Started = NonNullable<Awaited<ReturnType<typeof passkeyApprovalOptions>>['data']>['data'];

export function PasskeyApproval({
  transactionId,
  submitLabel,
  onSigned,
  onRefusal,
}: {
  transactionId: string;
  /** The button that signs ("Sign and send", or "Sign and submit for approval" for a preparer). */
  submitLabel: string;
  /** The signed approval, to confirm the transfer with; answers whether it was accepted. */
  onSigned: (proof: PasskeyProof) => Promise<void>;
  onRefusal: (refusal: Refusal | undefined) => void;
}) {
  const { t } = useTranslation('transfers');
  const hasPasskey = useHasPasskey();
  const [started, setStarted] = useState<Started | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const opening = useSubmit();
  const signing = useSubmit();

  if (!hasPasskey) return null;

  const open = () =>
    void opening.run(async () => {
      setProblem(null);
      const res = await passkeyApprovalOptions(transactionId);
      if (!res.data) {
        onRefusal(refusalOf(res));
        return;
      }
      onRefusal(undefined);
      setStarted(res.data.data);
    });

  const sign = () =>
    void signing.run(async () => {
      if (!started) return;
      setProblem(null);
      let credential: unknown;
      try {
        credential = await signWithPasskey(started.options);
      } catch (error) {
        setProblem(
          t(
            `external.passkey.prompt.${promptProblem(error) === 'cancelled' ? 'cancelled' : 'failed'}`,
          ),
        );
        return;
      }
      await onSigned({ challenge_id: started.challenge_id, credential: credential as never });
      // A refused signature cannot be used again: the next try asks the bank for a new challenge.
      setStarted(null);
    });

  const s = started?.statement;
  return (
    <Card as="section" padding="lg" aria-labelledby="passkey-approval">
      <Stack gap="md" align="start">
        <Heading level={2} size={5} id="passkey-approval">
          {t('external.passkey.heading')}
        </Heading>
        {problem && <Alert tone="warning">{problem}</Alert>}
        {s ? (
          <>
            <Text>{t('external.passkey.youSign')}</Text>
            <dl>
              <Text as="dt" weight="medium">
                {t('external.passkey.amount')}
              </Text>
              <Text as="dd">
                <bdi>{moneyText(s.amount_minor, s.currency)}</bdi>
              </Text>
              <Text as="dt" weight="medium">
                {t('external.passkey.payee')}
              </Text>
              <Text as="dd">
                <bdi>{s.payee_name}</bdi>
              </Text>
              <Text as="dt" weight="medium">
                {t('external.passkey.account')}
              </Text>
              <Text as="dd">
                <bdi dir="ltr">
                  {/^[A-Z]{2}\d{2}/.test(s.payee_account)
                    ? formatIban(s.payee_account)
                    : s.payee_account}
                </bdi>
              </Text>
            </dl>
            <Inline gap="md">
              <Button
                type="button"
                loading={signing.loading}
                onClick={sign}
                icon={<Icon icon={KeyRound} size={20} />}
              >
                {submitLabel}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setStarted(null)}>
                {t('external.passkey.back')}
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <Text tone="muted">{t('external.passkey.lead')}</Text>
            <Button
              type="button"
              loading={opening.loading}
              onClick={open}
              icon={<Icon icon={KeyRound} size={20} />}
            >
              {t('external.passkey.open')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
