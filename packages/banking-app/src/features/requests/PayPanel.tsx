// Paying a request (issue 27): a contact's request from the list, or a link once logged in. The
// customer picks an AED wallet (or sees the one they have) and pays the asked amount, which they
// cannot change. One idempotency key per payment: kept while the answer is unknown (a retry is
// paid once), new once the bank has answered. The bank refuses a request paid, declined,
// cancelled or expired meanwhile, and says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money, Transaction } from '@bank/api-contract';
import { formatMoney } from '@bank/lookups/amount';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Alert, Button, ErrorSummary, RadioGroup, Stack, Text } from '@bank/ui';
import type { Wallet } from '@/domain/wallets/wallets';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as flow from '@/components/FlowFrame.css';
import { payRequest } from './api';

/** A name (the bank's, perhaps masked or in another script) isolated from the sentence around it. */
export const isolate = (name: string) => `\u2068${name}\u2069`;

export const moneyOf = ({ minor, currency }: Pick<Money, 'minor' | 'currency'>) =>
  isCurrencyCode(currency)
    ? formatMoney(minor, currency, { display: 'code' })
    : `${currency} ${minor}`;

interface PayPanelProps {
  requestId: string;
  amount: Money;
  /** A link's token (a contact's request has none). */
  token?: string;
  /** The customer's fiat wallets. */
  wallets: readonly Wallet[];
  /** The form's id prefix (several panels may be on one page). */
  id: string;
  onPaid: (transaction: Transaction) => void;
  onCancel?: () => void;
  /** The bank refused (the request paid, declined, cancelled or expired meanwhile, funds, limits). */
  onRefused?: () => void;
}

/** Where a payment's key waits while its answer is unknown: a reload or a new panel keeps it. */
const keyStore = (requestId: string) => `request-pay-key:${requestId}`;

function storedKey(requestId: string): string {
  try {
    return sessionStorage.getItem(keyStore(requestId)) ?? crypto.randomUUID();
  } catch {
    return crypto.randomUUID();
  }
}

function hasKept(requestId: string): boolean {
  try {
    return sessionStorage.getItem(keyStore(requestId)) !== null;
  } catch {
    return false;
  }
}

function keepKey(requestId: string, key: string | null): void {
  try {
    if (key) sessionStorage.setItem(keyStore(requestId), key);
    else sessionStorage.removeItem(keyStore(requestId));
  } catch {
    // Storage refused (a private window's quota): the key lives as long as the panel.
  }
}

const FIELDS = ['wallet'] as const;

export function PayPanel({
  requestId,
  amount,
  token,
  wallets,
  id,
  onPaid,
  onCancel,
  onRefused,
}: PayPanelProps) {
  const { t } = useTranslation('requests');
  const aed = wallets.filter((w) => w.currency === amount.currency);
  const [walletId, setWalletId] = useState<string | null>(
    aed.length === 1 ? aed[0]!.wallet_id : null,
  );
  const [key, setKey] = useState(() => storedKey(requestId));
  // A key kept from an answer that never came: the payment may have gone; say so again.
  const [uncertain, setUncertain] = useState(() => key !== undefined && hasKept(requestId));
  const [problem, setProblem] = useState<string | undefined>();
  const form = useFormErrors(id, FIELDS, FIELDS);
  const busy = useSubmit();
  const sum = moneyOf(amount);

  if (aed.length === 0)
    return (
      <Alert tone="info" title={t('pay.problemTitle')}>
        {t('pay.noAed')}
      </Alert>
    );

  const pay = (event: FormEvent) => {
    event.preventDefault();
    void busy.run(async () => {
      const wallet = aed.find((w) => w.wallet_id === walletId);
      const short =
        wallet && BigInt(amount.minor) > BigInt(wallet.available.minor)
          ? t('pay.overAvailable', { available: moneyOf(wallet.available) })
          : undefined;
      if (!form.report({ wallet: wallet ? short : t('pay.fromRequired') }) || !wallet) return;
      // Kept before it is sent: a reload before the answer comes pays with the same key.
      keepKey(requestId, key);
      const res = await payRequest(requestId, {
        idempotency_key: key,
        from_wallet_id: wallet.wallet_id,
        ...(token ? { token } : {}),
      });
      if (res.data) {
        keepKey(requestId, null);
        onPaid(res.data.data);
        return;
      }
      // No answer, or the server failed: it may have been paid. Only the same key may follow.
      if (!res.error || res.status >= 500) {
        setUncertain(true);
        setProblem(undefined);
        return;
      }
      keepKey(requestId, null);
      setUncertain(false);
      setKey(crypto.randomUUID());
      onRefused?.();
      if (res.error.fields?.from_wallet_id)
        form.report({ wallet: res.error.fields.from_wallet_id });
      else setProblem(res.error.message);
    });
  };

  return (
    <form noValidate onSubmit={pay}>
      <Stack gap="md" align="start">
        <ErrorSummary errors={form.summary} focusKey={form.attempt} />
        {uncertain && (
          <Alert tone="warning" announce="assertive" title={t('pay.uncertainTitle')}>
            {t('pay.uncertain')}
          </Alert>
        )}
        {problem && (
          <Alert tone="danger" announce="assertive" title={t('pay.problemTitle')}>
            {problem}
          </Alert>
        )}
        <RadioGroup
          id={form.id('wallet')}
          variant="cards"
          required
          label={t('pay.from')}
          error={form.errors.wallet}
          value={walletId}
          onChange={setWalletId}
          options={aed.map((w) => ({
            value: w.wallet_id,
            label: `${w.currency} •••• ${w.account_number.slice(-4)}`,
            description: t('pay.available', { amount: moneyOf(w.available) }),
          }))}
        />
        <Text size="sm" tone="muted">
          {t('pay.note')}
        </Text>
        <div className={flow.buttons}>
          <Button type="submit" loading={busy.loading}>
            {t('pay.submit', { amount: sum })}
          </Button>
          {onCancel && (
            <Button variant="tertiary" onClick={onCancel} disabled={uncertain}>
              {t('pay.cancel')}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
