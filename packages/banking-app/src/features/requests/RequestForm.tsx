// "Ask for money" (issue 27): a link to share (and its QR code), or a request to a contact by
// their mobile number or e-mail, for an amount in dirhams into one of the customer's AED wallets,
// with a note and how long it stays open. The bank finds the contact as an instant payment's
// look-up does (one answer for a number nobody can be asked at).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MoneyRequest } from '@bank/api-contract';
import { INSTANT_MAX_MINOR, MONEY_REQUEST_DEFAULT_DAYS } from '@bank/api-contract/constants';
import { formatMoney } from '@bank/lookups/amount';
import {
  Alert,
  AmountInput,
  Button,
  ButtonLink,
  ErrorSummary,
  FormField,
  RadioGroup,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import * as flow from '@/components/FlowFrame.css';
import type { Wallet } from '@/domain/wallets/wallets';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { askForMoney } from './api';
import { moneyOf } from './PayPanel';

const FIELDS = ['how', 'proxy', 'wallet', 'amount', 'note', 'days'] as const;
const DAYS = ['1', String(MONEY_REQUEST_DEFAULT_DAYS), '30'] as const;
const MAX = formatMoney(INSTANT_MAX_MINOR.toString(), 'AED', { display: 'code' });

interface RequestFormProps {
  wallets: readonly Wallet[];
  onMade: (request: MoneyRequest) => void;
}

export function RequestForm({ wallets, onMade }: RequestFormProps) {
  const { t } = useTranslation('requests');
  const aed = wallets.filter((w) => w.currency === 'AED');
  const [how, setHow] = useState<'link' | 'contact'>('link');
  const [proxy, setProxy] = useState('');
  const [walletId, setWalletId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [days, setDays] = useState<string>(String(MONEY_REQUEST_DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | undefined>();
  const form = useFormErrors('request-money', FIELDS, ['how', 'wallet', 'days']);
  const busy = useSubmit();

  if (aed.length === 0)
    return (
      <Alert tone="info" title={t('ask.noAedTitle')}>
        <Stack gap="sm" align="start">
          <Text>{t('ask.noAed')}</Text>
          <ButtonLink as={RouterLink} to={PATHS.customerWallet} variant="secondary">
            {t('ask.openWallet')}
          </ButtonLink>
        </Stack>
      </Alert>
    );
  const wallet =
    aed.find((w) => w.wallet_id === walletId) ?? (aed.length === 1 ? aed[0] : undefined);
  const sum = amount && amount !== '0' ? moneyOf({ currency: 'AED', minor: amount }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void busy.run(async () => {
      setProblem(undefined);
      const typed = proxy.trim();
      const ok = form.report({
        proxy: how === 'contact' && !typed ? t('ask.proxyRequired') : undefined,
        wallet: wallet ? undefined : t('ask.intoRequired'),
        amount:
          !amount || amount === '0'
            ? t('ask.amountRequired')
            : BigInt(amount) > INSTANT_MAX_MINOR
              ? t('ask.overMax', { max: MAX })
              : undefined,
        note: note.trim().length > 140 ? t('ask.noteTooLong') : undefined,
      });
      if (!ok || !wallet || !amount) return;
      const res = await askForMoney({
        wallet_id: wallet.wallet_id,
        amount_minor: amount,
        expires_in_days: Number(days),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(how === 'contact' ? { proxy: typed } : {}),
      });
      if (res.data) {
        form.clear();
        setAmount(null);
        setNote('');
        setProxy('');
        onMade(res.data.data);
        return;
      }
      const fields = res.error?.fields ?? {};
      if (res.error?.code === 'not_found' && how === 'contact')
        form.report({ proxy: t('ask.notFound') });
      else if (fields.proxy || fields.amount_minor || fields.note)
        form.report({ proxy: fields.proxy, amount: fields.amount_minor, note: fields.note });
      else setProblem(res.error?.message ?? res.statusText);
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" align="start">
        <ErrorSummary errors={form.summary} focusKey={form.attempt} />
        {problem && (
          <Alert tone="danger" announce="assertive" title={t('ask.problemTitle')}>
            {problem}
          </Alert>
        )}
        <RadioGroup
          id={form.id('how')}
          label={t('ask.how')}
          value={how}
          onChange={(v) => setHow(v as 'link' | 'contact')}
          options={[
            { value: 'link', label: t('ask.link'), description: t('ask.linkHint') },
            { value: 'contact', label: t('ask.contact'), description: t('ask.contactHint') },
          ]}
        />
        {how === 'contact' && (
          <div className={flow.narrowField}>
            <FormField
              label={t('ask.proxy')}
              id={form.id('proxy')}
              required
              hint={t('ask.proxyHint')}
              error={form.errors.proxy}
            >
              <TextInput
                value={proxy}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                maxLength={254}
                onChange={(e) => setProxy(e.target.value)}
              />
            </FormField>
          </div>
        )}
        {aed.length > 1 && (
          <RadioGroup
            id={form.id('wallet')}
            variant="cards"
            required
            label={t('ask.into')}
            error={form.errors.wallet}
            value={wallet?.wallet_id ?? null}
            onChange={setWalletId}
            options={aed.map((w) => ({
              value: w.wallet_id,
              label: `${w.currency} •••• ${w.account_number.slice(-4)}`,
              description: t('ask.available', { amount: moneyOf(w.balance) }),
            }))}
          />
        )}
        <div className={flow.narrowField}>
          <FormField
            label={t('ask.amount')}
            id={form.id('amount')}
            required
            hint={t('ask.amountHint', { max: MAX })}
            error={form.errors.amount}
          >
            <AmountInput currency="AED" value={amount} onChange={setAmount} />
          </FormField>
        </div>
        <div className={flow.narrowField}>
          <FormField
            label={t('ask.note')}
            id={form.id('note')}
            optional
            hint={t('ask.noteHint')}
            error={form.errors.note}
          >
            <TextInput value={note} maxLength={140} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </div>
        <RadioGroup
          id={form.id('days')}
          variant="horizontal"
          label={t('ask.days')}
          value={days}
          onChange={setDays}
          options={DAYS.map((d) => ({ value: d, label: t('ask.day', { count: Number(d) }) }))}
        />
        <Button type="submit" loading={busy.loading}>
          {sum
            ? t(how === 'link' ? 'ask.submitLink' : 'ask.submitContact', { amount: sum })
            : t('ask.submitPlain')}
        </Button>
      </Stack>
    </form>
  );
}
