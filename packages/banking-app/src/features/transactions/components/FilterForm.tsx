import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Combobox,
  CurrencySelect,
  DateInput,
  ErrorSummary,
  FormField,
  Search,
  Icon,
  TextInput,
} from '@bank/ui';
import type { CurrencyCode } from '@bank/lookups/currencies';
import { formatDay } from '@/i18n/format';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import {
  NO_FILTERS,
  rangeProblem,
  STATUSES,
  TYPE_GROUPS,
  type HistoryFilters,
  type TypeGroup,
} from '@/features/transactions/filters';
import type { Transaction } from '@/features/transactions/api/transactions';
import type { Wallet } from '@/domain/wallets/wallets';
import * as styles from '@/features/transactions/HistoryPage.css';

type Field = 'from' | 'to' | 'type' | 'status' | 'currency' | 'wallet' | 'q';
const ORDER: readonly Field[] = ['from', 'to', 'type', 'status', 'currency', 'wallet', 'q'];

interface Option<V> {
  value: V | null;
  label: string;
}

export interface FilterFormProps {
  /** The filters in the address (the form starts from them). */
  applied: HistoryFilters;
  /** All wallets: currency and wallet are filters too. The recent view has its wallet already. */
  everyWallet: boolean;
  wallets: readonly Wallet[];
  onApply: (filters: HistoryFilters) => void;
  ns: string;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The history's filters: dates (the second never before the first), type, status, currency, wallet, words. */
export function FilterForm({ applied, everyWallet, wallets, onApply, ns }: FilterFormProps) {
  const { t } = useTranslation(ns);
  const [draft, setDraft] = useState(applied);
  const form = useFormErrors<Field>('history-filter', ORDER);
  const set = (patch: Partial<HistoryFilters>) => setDraft((d) => ({ ...d, ...patch }));
  // What is typed in each date field: text the field refused leaves its value empty, and must
  // not be applied as "no date".
  const [typed, setTyped] = useState({ from: '', to: '' });
  const range = rangeProblem(draft.from, draft.to, today());
  const rangeText =
    range &&
    (range.kind === 'toBeforeFrom'
      ? t('filters.toBeforeFrom', { date: formatDay(range.from) })
      : t('filters.tooLong'));
  const refused = (field: 'from' | 'to') =>
    typed[field].trim() && !draft[field] ? t('filters.dateInvalid') : null;
  const [submitted, setSubmitted] = useState(false);
  // Each field says what is wrong now; the summary lists what the last Apply found, until it is all put right.
  const errors = {
    from: (submitted && refused('from')) || undefined,
    to: rangeText ?? ((submitted && refused('to')) || undefined),
  };
  const allRight = !errors.from && !errors.to;
  const { summary, clear } = form;
  useEffect(() => {
    if (allRight && summary.length > 0) clear();
  }, [allRight, summary.length, clear]);

  const types: Option<TypeGroup>[] = [
    { value: null, label: t('filters.anyType') },
    ...(Object.keys(TYPE_GROUPS) as TypeGroup[]).map((g) => ({
      value: g,
      label: t(`groups.${g}`),
    })),
  ];
  const statuses: Option<Transaction['status']>[] = [
    { value: null, label: t('filters.anyStatus') },
    ...STATUSES.map((s) => ({ value: s, label: t(`transaction:status.${s}`) })),
  ];
  const walletOptions: Option<string>[] = [
    { value: null, label: t('filters.anyWallet') },
    ...wallets.map((w) => ({
      value: w.wallet_id,
      label: t('recent.walletOption', { currency: w.currency, account: w.account_number }),
    })),
  ];
  const currencies = [...new Set(wallets.map((w) => w.currency as CurrencyCode))];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (
      !form.report({
        from: refused('from') ?? undefined,
        to: rangeText ?? refused('to') ?? undefined,
      })
    )
      return;
    onApply(draft);
  };

  const choice = <V extends string>(
    field: 'type' | 'status' | 'wallet',
    label: string,
    options: Option<V>[],
    listLabel: string,
  ) => (
    <FormField label={label} id={form.id(field)}>
      <Combobox<Option<V>>
        items={options}
        itemToKey={(o) => o.value ?? ''}
        itemToString={(o) => o.label}
        listLabel={listLabel}
        value={options.find((o) => o.value === draft[field]) ?? options[0]}
        onChange={(o) => set({ [field]: o?.value ?? null })}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('filters.label')} className={styles.filters}>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <div className={styles.filterGrid}>
        <FormField
          label={t('filters.from')}
          hint={t('filters.dateHint')}
          id={form.id('from')}
          error={errors.from}
        >
          <DateInput
            value={draft.from}
            onChange={(from) => set({ from })}
            onInput={(e) => setTyped((x) => ({ ...x, from: (e.target as HTMLInputElement).value }))}
          />
        </FormField>
        {/* The rule of the pair shows at the second date as soon as both are there. */}
        <FormField
          label={t('filters.to')}
          hint={t('filters.dateHint')}
          id={form.id('to')}
          error={errors.to}
        >
          <DateInput
            value={draft.to}
            onChange={(to) => set({ to })}
            onInput={(e) => setTyped((x) => ({ ...x, to: (e.target as HTMLInputElement).value }))}
          />
        </FormField>
        {choice('type', t('filters.type'), types, t('filters.types'))}
        {choice('status', t('filters.status'), statuses, t('filters.statuses'))}
        {everyWallet && (
          <FormField label={t('filters.currency')} id={form.id('currency')}>
            <CurrencySelect
              currencies={currencies}
              value={draft.currency}
              placeholder={t('filters.anyCurrency')}
              onChange={(currency) => set({ currency })}
            />
          </FormField>
        )}
        {everyWallet && choice('wallet', t('filters.wallet'), walletOptions, t('filters.wallet'))}
        <FormField
          label={t('filters.text')}
          hint={t('filters.textHint')}
          id={form.id('q')}
          className={styles.wideField}
        >
          <TextInput
            type="search"
            maxLength={100}
            value={draft.q}
            onChange={(e) => set({ q: e.target.value })}
            startAdornment={<Icon icon={Search} size={18} />}
          />
        </FormField>
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="tertiary"
          onClick={() => {
            form.clear();
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
