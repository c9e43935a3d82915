// The approval, confirmed with the approver's passkey or one-time code. An approver with a passkey
// reads what they approve (the amount and who is paid) and signs it with the passkey: the signature
// answers for this approval only; a code is one press away. Otherwise opening the dialog sends the
// code (by the approver's own channel), the OtpInput takes it, "Send a new code" waits its
// cool-down. A wrong or expired code is said at the field; an expired prepared rate shows a fresh
// quote to approve at (the same code still works: the bank uses it only when the money moves).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DescriptionList, Dialog, Ltr, Skeleton, Stack, Text } from '@bank/ui';
import { NETWORK_TEXT } from '@/api/errors';
import { Amount } from '@/domain/transactions/TransactionFacts';
import { CODE_PROBLEMS } from '@/lib/forms/codeProblems';
import {
  approveReview,
  requote,
  sendApprovalCode,
  type Transaction,
} from '@/features/reviews/api/reviews';
import { forgetApprovalKey, approvalKey } from '@/features/reviews/approvalKey';
import { passkeyApprovalOptions } from '@/lib/passkeys/api';
import { promptProblem, signWithPasskey } from '@/lib/passkeys/browser';
import { useHasPasskey } from '@/lib/passkeys/useHasPasskey';
import { DecisionRefusal, type Refusal } from './DecisionRefusal';
import { payeeLine } from './PayeeFacts';
import type * as ApprovalCodeExports from './ApprovalCode';
import { isOtpCode } from '@bank/lookups/identity';

type CodeModule = typeof ApprovalCodeExports;
let codeModule: CodeModule | undefined;
const loadCodeField = () => import('./ApprovalCode').then((module) => (codeModule = module));

export interface ApproveActionProps {
  tx: Transaction;
  onApproved: (tx: Transaction, notice: string) => void;
  ns: string;
}

/** The "Approve" button and its dialog: pressing it opens the dialog and sends the code. */
export function ApproveAction({ tx, onApproved, ns }: ApproveActionProps) {
  const { t } = useTranslation(ns);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const hasPasskey = useHasPasskey();
  // The approver chose the code instead of their passkey (or has none).
  const [byCode, setByCode] = useState(false);
  const withPasskey = hasPasskey && !byCode;
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [sent, setSent] = useState<{ to: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [field, setField] = useState(codeModule);
  const [fieldFailed, setFieldFailed] = useState(false);
  // The prepared rate expired: the approver approves at a fresh quote, shown before they confirm.
  const [quote, setQuote] = useState<{
    id: string;
    rate: string;
    buy: Transaction['amount'];
  } | null>(null);

  // Approvals come after this one: the money moves only with the last.
  const path = tx.approval;
  const more = Boolean(path?.current_step && path.current_step < path.steps.length);

  const sendCode = async () => {
    if (sending) return;
    setSending(true);
    const res = await sendApprovalCode(tx.transaction_type, tx.transaction_id);
    setSending(false);
    if (!res.data) {
      setRefusal({ title: t('approve.codeNotSent'), text: res.statusText });
      return;
    }
    setRefusal(null);
    setCodeError(null);
    setSent({ to: res.data.data.sent_to, at: Date.now() });
  };

  // The code, sent at the first opening (or when a passkey's approver asks for it); after that, a
  // new one only on request (its cool-down applies).
  const chooseCode = () => {
    setByCode(true);
    if (!sent) void sendCode();
    // The code field's own code, fetched with the code sent; offline, the dialog says so in its
    // place (a new press of "Approve" tries again).
    if (!field) {
      setFieldFailed(false);
      loadCodeField().then(setField, () => setFieldFailed(true));
    }
  };

  const start = () => {
    setOpen(true);
    if (!withPasskey) chooseCode();
  };

  const close = () => {
    if (busy) return;
    setRefusal(null);
    setCodeError(null);
    setQuote(null);
    setOpen(false);
  };

  /** The passkey's signature of this approval (the bank derives its challenge from it), or null. */
  const signApproval = async () => {
    const started = await passkeyApprovalOptions(tx.transaction_id, tx.transaction_type);
    if (!started.data) {
      setRefusal({ title: t('approve.refused'), text: started.statusText });
      return null;
    }
    try {
      const credential = await signWithPasskey(started.data.data.options);
      return { challenge_id: started.data.data.challenge_id, credential: credential as never };
    } catch (error) {
      setRefusal({
        title: t('approve.passkeyNotSigned'),
        text: t(
          `approve.passkeyPrompt.${promptProblem(error) === 'cancelled' ? 'cancelled' : 'failed'}`,
        ),
      });
      return null;
    }
  };

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!withPasskey && !isOtpCode(code)) {
      setCodeError(t('approve.codeInvalid'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    setCodeError(null);
    const passkey = withPasskey ? await signApproval() : null;
    if (withPasskey && !passkey) {
      setBusy(false);
      return;
    }
    const res = await approveReview(
      tx.transaction_type,
      tx.transaction_id,
      approvalKey(tx.transaction_id),
      passkey ? { passkey } : { otp_code: code },
      quote?.id,
    );
    // A definite answer (done, or refused with a reason) ends this attempt: the next gets a new key.
    // No answer, or a server failure, keeps the key, so trying again can never send it twice.
    if (res.data || (res.status >= 400 && res.status < 500)) forgetApprovalKey(tx.transaction_id);
    if (res.error?.code === 'quote_expired' && tx.counter_amount) {
      const fresh = await requote(tx);
      setBusy(false);
      if (fresh.data) {
        const q = fresh.data.data;
        setQuote({ id: q.quote_id, rate: q.rate, buy: q.buy });
        return;
      }
      setRefusal({ title: t('approve.refused'), text: fresh.statusText });
      return;
    }
    setBusy(false);
    if (res.data) {
      setQuote(null);
      setCode('');
      setSent(null);
      setOpen(false);
      // An approval that is not the last: the payment keeps waiting, for the next step (said with
      // the path's words, loaded with it).
      const done = res.data.data;
      const notice =
        done.status === 'awaiting_approval' && done.approval
          ? await import('./ReviewApprovals').then(
              (m) => m.stepNotice(done),
              () => null,
            )
          : null;
      onApproved(done, notice ?? t('approve.done'));
      return;
    }
    if (res.error?.code === 'approval_limit_exceeded') {
      setQuote(null);
      setRefusal({ title: t('approve.overLimitTitle'), text: t('approve.overLimit'), ours: true });
      return;
    }
    if (res.error && CODE_PROBLEMS.has(res.error.code)) {
      setCodeError(
        `${t(`approve.codeProblem.${res.error.code}`)} ${res.error.message ?? ''}`.trim(),
      );
      return;
    }
    setQuote(null);
    setRefusal({ title: t('approve.refused'), text: res.statusText });
  };

  return (
    <>
      <Button onClick={start}>{t('item.approve')}</Button>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={t('approve.title')}
        description={
          more
            ? t('approve.textStep', { step: path!.current_step, total: path!.steps.length })
            : t('approve.text')
        }
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('approve.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {withPasskey ? t('approve.withPasskey') : t('approve.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(e) => void approve(e)}>
          <Stack gap="md" align="start">
            <DecisionRefusal refusal={refusal} />
            {/* What is approved, restated where it is confirmed: the amount and who is paid. */}
            <DescriptionList
              items={[
                {
                  term: t('approve.amount'),
                  description: <Amount value={tx.total_debit ?? tx.amount} />,
                },
                ...(tx.counter_amount
                  ? [
                      {
                        term: t('approve.theyReceive'),
                        description: <Amount value={quote?.buy ?? tx.counter_amount} />,
                      },
                    ]
                  : []),
                { term: t('approve.payee'), description: <bdi>{payeeLine(tx)}</bdi> },
              ]}
            />
            {quote && tx.counter_amount && (
              <Alert tone="warning" announce="polite" title={t('approve.newRateTitle')}>
                {t('approve.newRate')}{' '}
                <Ltr>{`1 ${tx.amount.currency} = ${quote.rate} ${tx.counter_amount.currency}`}</Ltr>
                {tx.rate && (
                  <>
                    {' '}
                    ({t('approve.wasRate')} <Ltr>{tx.rate}</Ltr>)
                  </>
                )}
                . {t('approve.newAmount')} <Amount value={quote.buy} />
              </Alert>
            )}
            {withPasskey ? (
              <Stack gap="sm" align="start">
                <Text>{t('approve.passkeyLead')}</Text>
                <Button variant="secondary" size="sm" onClick={chooseCode}>
                  {t('approve.useCode')}
                </Button>
              </Stack>
            ) : (
              <>
                <Text aria-live="polite">
                  {sent ? (
                    <>
                      {t('approve.codeSent')} <bdi dir="ltr">{sent.to}</bdi>
                    </>
                  ) : sending ? (
                    t('approve.codeSending')
                  ) : null}
                </Text>
                {field ? (
                  <field.ApprovalCode
                    label={t('approve.codeLabel')}
                    hint={t('approve.codeHint')}
                    error={codeError}
                    code={code}
                    onCode={setCode}
                    sentAt={sent?.at}
                    sending={sending}
                    onResend={() => void sendCode()}
                  />
                ) : fieldFailed ? (
                  <Alert tone="danger" announce="assertive" title={t('approve.codeFieldFailed')}>
                    {NETWORK_TEXT}
                  </Alert>
                ) : (
                  <Skeleton shape="rect" height="5rem" />
                )}
              </>
            )}
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
