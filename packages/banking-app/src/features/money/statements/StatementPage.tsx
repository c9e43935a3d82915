// Routes /download_transaction_summary (PATHS.downloadTransactionSummary), /download_wire_transaction_summary (PATHS.downloadWireTransactionSummary).
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { parseDate } from '@bank/lookups/dates';
import { isCurrencyCode } from '@bank/lookups/currencies';
import {
  Alert,
  Button,
  DateInput,
  Download,
  ErrorSummary,
  FormField,
  Heading,
  Icon,
  Link,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { formatDay } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { downloadStatement } from '@/features/money/api/statements';
import { fetchFiatWallets } from '@/domain/wallets/wallets';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { uaeToday } from '@/features/money/uaeDay';
import * as styles from '@/features/money/money.css';
import { daysBetween, MAX_DAYS, PRESETS, presetPeriod, type Period, type Preset } from './periods';
import { saveFile } from './saveFile';

const ns = await loadMoneyNamespace('statement');
const FIELDS = ['from', 'to'] as const;
const ALL = 'all';

export type StatementKind = 'transactions' | 'wires';

function useKind(): StatementKind {
  const matches = useMatches();
  return (
    (matches[matches.length - 1]?.handle as { statement?: StatementKind } | undefined)?.statement ??
    'transactions'
  );
}

/**
 * The page's call, made as it is navigated to (src/lib/data/screenData.ts): the wallets to choose
 * from. The period, wallet and format chosen are the download's, asked only on "Download".
 */
export const loader = screenLoader(() => ({ wallets: fetchFiatWallets }));

/**
 * /download_transaction_summary and /download_wire_transaction_summary: a period (presets or two
 * days), one wallet or all, PDF or CSV; the file comes through the authenticated client (the token
 * in a header, never in a URL) and is handed to the browser as a download.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const kind = useKind();
  const today = uaeToday();
  const { wallets } = useScreenQueries<typeof loader>();
  const form = useFormErrors('statement', FIELDS);
  const { loading, run } = useSubmit();
  const [preset, setPreset] = useState<Preset>('thisMonth');
  const [custom, setCustom] = useState<{ from: string | null; to: string | null }>({
    from: null,
    to: null,
  });
  const [currency, setCurrency] = useState<string>(ALL);
  const [format, setFormat] = useState<'pdf' | 'csv'>('pdf');
  const [outcome, setOutcome] = useState<{ saved: string } | { failed: string } | null>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  /** The chosen days, or the problems with them in the customer's words. */
  const period = (): Period | null => {
    if (preset !== 'custom') return presetPeriod(preset, today);
    const { from, to } = custom;
    // A day the input refused (after today, before the first day) is null here: its text says which.
    const typed = (input: HTMLInputElement | null) => {
      const parsed = parseDate(input?.value ?? '');
      return parsed.ok ? parsed.iso : null;
    };
    const toTyped = to ?? typed(toInput.current);
    const fromTyped = from ?? typed(fromInput.current);
    const problems = {
      from: !fromTyped
        ? t('statement.fromRequired')
        : fromTyped > today
          ? t('statement.inFuture')
          : undefined,
      to: !toTyped
        ? t('statement.toRequired')
        : toTyped > today
          ? t('statement.inFuture')
          : fromTyped && toTyped < fromTyped
            ? t('statement.toBeforeFrom')
            : undefined,
    };
    if (
      !problems.from &&
      !problems.to &&
      fromTyped &&
      toTyped &&
      daysBetween(fromTyped, toTyped) > MAX_DAYS
    )
      problems.from = t('statement.tooLong');
    if (!form.report(problems) || !fromTyped || !toTyped) return null;
    return { from: fromTyped, to: toTyped };
  };

  const download = () =>
    run(async () => {
      setOutcome(null);
      const days = period();
      if (!days) return;
      const query = { ...days, format, currency: currency === ALL ? undefined : currency };
      const res = await downloadStatement(kind, query);
      if (!res.data) {
        setOutcome({ failed: res.statusText });
        return;
      }
      const name = `sadu-${kind === 'wires' ? 'wire' : 'transaction'}-summary-${days.from}-to-${days.to}${query.currency ? `-${query.currency}` : ''}.${format}`;
      saveFile(res.data as unknown as Blob, name);
      setOutcome({ saved: name });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void download();
  };

  const presetOptions = PRESETS.map((p) => {
    const days = p === 'custom' ? null : presetPeriod(p, today);
    return {
      value: p,
      label: t(`statement.presets.${p}`),
      description: days
        ? t('statement.range', { from: formatDay(days.from), to: formatDay(days.to) })
        : undefined,
    };
  });

  return (
    <Stack gap="xl" style={{ maxInlineSize: 720 }}>
      <Stack gap="xs">
        <Heading level={1}>{t(`statement.${kind}.heading`)}</Heading>
        <Text tone="muted">{t(`statement.${kind}.lead`)}</Text>
      </Stack>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          <RadioGroup<Preset>
            label={t('statement.period')}
            options={presetOptions}
            value={preset}
            onChange={setPreset}
            hint={t('statement.dates')}
          />
          {preset === 'custom' && (
            <div className={styles.buttons}>
              <FormField
                label={t('statement.from')}
                id={form.id('from')}
                required
                error={form.errors.from}
              >
                <DateInput
                  ref={fromInput}
                  value={custom.from}
                  max={today}
                  onChange={(from) => setCustom((c) => ({ ...c, from }))}
                />
              </FormField>
              <FormField
                label={t('statement.to')}
                id={form.id('to')}
                required
                error={form.errors.to}
              >
                <DateInput
                  ref={toInput}
                  value={custom.to}
                  min={custom.from ?? undefined}
                  max={today}
                  onChange={(to) => setCustom((c) => ({ ...c, to }))}
                />
              </FormField>
            </div>
          )}
          <LoadState
            query={wallets}
            label={t('statement.walletsLoading')}
            errorTitle={t('statement.walletsFailed')}
            skeleton={<Skeleton shape="rect" height="6rem" width="16rem" />}
          >
            {(list) => (
              <RadioGroup
                label={t('statement.wallet')}
                value={currency}
                onChange={setCurrency}
                options={[
                  { value: ALL, label: t('statement.allWallets') },
                  ...list
                    .filter((w) => isCurrencyCode(w.currency))
                    .map((w) => ({
                      value: w.currency,
                      label: t('statement.walletOption', { currency: w.currency }),
                    })),
                ]}
              />
            )}
          </LoadState>
          <RadioGroup<'pdf' | 'csv'>
            label={t('statement.format')}
            variant="cards"
            value={format}
            onChange={setFormat}
            options={[
              { value: 'pdf', label: t('statement.pdf'), description: t('statement.pdfText') },
              { value: 'csv', label: t('statement.csv'), description: t('statement.csvText') },
            ]}
          />
          <Button type="submit" loading={loading} icon={<Icon icon={Download} size={18} />}>
            {t('statement.download')}
          </Button>
          {outcome && 'failed' in outcome && (
            <Alert tone="danger" announce="assertive" title={t('statement.failed')}>
              <Stack gap="sm" align="start">
                <Text size="sm">{outcome.failed}</Text>
                <Button variant="secondary" size="sm" onClick={() => void download()}>
                  {t('data.retry', { ns: 'common' })}
                </Button>
              </Stack>
            </Alert>
          )}
          <Text role="status" size="sm">
            {outcome && 'saved' in outcome
              ? t('statement.downloaded', { name: outcome.saved })
              : ''}
          </Text>
        </Stack>
      </form>
      <Stack gap="xs">
        <Heading level={2} size={5}>
          {t('statement.other')}
        </Heading>
        <Link
          as={RouterLink}
          to={
            kind === 'wires'
              ? PATHS.downloadTransactionSummary
              : PATHS.downloadWireTransactionSummary
          }
        >
          {t(kind === 'wires' ? 'statement.toTransactions' : 'statement.toWires')}
        </Link>
      </Stack>
    </Stack>
  );
}
