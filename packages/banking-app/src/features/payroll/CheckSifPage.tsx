// Route /dashboard/payroll/check (PATHS.payrollCheck), issue 28, not in the spec: a Salary
// Information File checked before it goes to WPS. The file chosen (.SIF, .csv or .txt) is checked
// at once in the browser by @bank/lookups/wps' checkSif, the checks the bank runs too; "Check with
// the bank" sends it as the raw body (POST /payroll/sif/check). Each answer says the file passes,
// with what it says (employer id, salary month, employees, total), or lists its problems by line,
// in words of the page's language (by each problem's code and values).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ArrowLeft,
  Button,
  DescriptionList,
  ErrorSummary,
  FileInput,
  FormField,
  Heading,
  Icon,
  Link,
  Stack,
  Text,
} from '@bank/ui';
import { checkSif } from '@bank/lookups/wps';
import { SIF_MAX_BYTES } from '@bank/api-contract/constants';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkSifWithBank, type SifProblem } from './api';
import { loadPayrollNamespace } from './i18n';
import { Refusal, type RefusalWords } from './components/Refusal';
import { aedText, monthName, sifProblemText } from './words';
import * as styles from './payroll.css';

const ns = await loadPayrollNamespace();

/** The largest SIF the bank checks, in KB for the words (the contract's SIF_MAX_BYTES, 512 KB). */
const SIF_MAX_KB = SIF_MAX_BYTES / 1024;
const ACCEPT = ['.sif', '.csv', '.txt'];

/** A check's answer, the browser's or the bank's, in one shape. */
interface Checked {
  ok: boolean;
  problems: Pick<SifProblem, 'line' | 'code' | 'values' | 'message'>[];
  summary: { employerId: string; month: string; employees: number; total: string } | null;
}

/** The file's text as the bank reads it: each byte a character (latin1), so nothing is hidden. */
function readLatin1(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('latin1').decode(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

type Reading = null | { file: File; checked: Checked | 'reading' | 'unreadable' };

export function Component() {
  const { t } = useTranslation(ns);
  const [files, setFiles] = useState<File[]>([]);
  const [reading, setReading] = useState<Reading>(null);
  const [bank, setBank] = useState<{ file: File; checked: Checked } | null>(null);
  const [refusal, setRefusal] = useState<RefusalWords | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useFormErrors('payroll-check', ['file'] as const);
  const asking = useSubmit();
  const file = files[0];

  const choose = (next: File[]) => {
    setFiles(next);
    setBank(null);
    setRefusal(null);
    form.clear();
    const chosen = next[0];
    if (!chosen) {
      setReading(null);
      return;
    }
    setReading({ file: chosen, checked: 'reading' });
    readLatin1(chosen).then(
      (text) =>
        // A file chosen since is the one to show.
        setReading((now) =>
          now?.file === chosen ? { file: chosen, checked: checkSif(text) } : now,
        ),
      () =>
        setReading((now) => (now?.file === chosen ? { file: chosen, checked: 'unreadable' } : now)),
    );
  };

  const askTheBank = (event: FormEvent) => {
    event.preventDefault();
    void asking.run(async () => {
      setRefusal(null);
      if (!form.report({ file: file ? undefined : t('check.fileMissing') }) || !file) return;
      setProgress(0);
      const res = await checkSifWithBank(file, setProgress);
      setProgress(null);
      if (res.data) {
        const { ok, problems, summary } = res.data.data;
        setBank({
          file,
          checked: {
            ok,
            problems,
            summary: summary && {
              employerId: summary.employer_id,
              month: summary.month,
              employees: summary.employees,
              total: summary.total,
            },
          },
        });
        return;
      }
      const title = t('check.refused');
      setRefusal(
        res.error?.code === 'payload_too_large'
          ? { title, text: t('check.tooLarge', { max: SIF_MAX_KB }) }
          : { title, detail: res.statusText },
      );
    });
  };

  return (
    <Stack gap="xl" className={styles.page}>
      <Link as={RouterLink} to={PATHS.payroll} className={styles.back}>
        <Icon icon={ArrowLeft} size={18} className={styles.flipInRtl} />
        {t('check.back')}
      </Link>
      <Stack gap="xs">
        <Heading level={1}>{t('check.heading')}</Heading>
        <Text tone="muted">{t('check.lead')}</Text>
      </Stack>
      <form noValidate onSubmit={askTheBank}>
        <Stack gap="lg" align="start">
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          {refusal && <Refusal refusal={refusal} />}
          <FormField
            label={t('check.file')}
            hint={t('check.fileHint', { max: SIF_MAX_KB })}
            id={form.id('file')}
            required
            error={form.errors.file}
          >
            <FileInput accept={ACCEPT} maxSize={SIF_MAX_BYTES} value={files} onChange={choose} />
          </FormField>
          <Text role="status">
            {reading?.checked === 'reading' ? t('check.reading', { file: reading.file.name }) : ''}
          </Text>
          {reading?.checked === 'unreadable' && (
            <Alert tone="danger">{t('check.unreadable')}</Alert>
          )}
          {reading && typeof reading.checked === 'object' && (
            <Result
              id="payroll-check-browser"
              title={t('check.browser')}
              checked={reading.checked}
            />
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={asking.loading}>
              {t('check.withBank')}
            </Button>
            {progress !== null && (
              <Text size="sm" tone="muted">
                {t('check.sending', { percent: Math.round(progress * 100) })}
              </Text>
            )}
          </div>
          {bank && bank.file === file && (
            <Result id="payroll-check-bank" title={t('check.bank')} checked={bank.checked} />
          )}
        </Stack>
      </form>
    </Stack>
  );
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** "AED 8,500.00" for the file's total when it reads as an amount; else as the file wrote it. */
function totalText(total: string): string {
  if (!AMOUNT.test(total)) return total;
  const [whole = '0', fraction = ''] = total.split('.');
  return aedText({
    currency: 'AED',
    minor: (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))).toString(),
  });
}

function Result({ id, title, checked }: { id: string; title: string; checked: Checked }) {
  const { t, i18n } = useTranslation(ns);
  const byLine = new Map<number, Checked['problems']>();
  for (const p of checked.problems) byLine.set(p.line, [...(byLine.get(p.line) ?? []), p]);
  const lines = [...byLine].sort(([a], [b]) => a - b);
  const { summary } = checked;
  return (
    <section className={styles.result} aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} size={4} id={id}>
          {title}
        </Heading>
        {checked.ok ? (
          <Alert tone="success">{t('check.ok')}</Alert>
        ) : (
          <Alert tone="danger">{t('check.notOk', { count: checked.problems.length })}</Alert>
        )}
        {summary && (
          <DescriptionList
            aria-label={t('check.summary')}
            items={[
              {
                term: t('check.employerId'),
                description: <bdi dir="ltr">{summary.employerId}</bdi>,
              },
              { term: t('check.month'), description: monthName(t, summary.month) },
              {
                term: t('check.employees'),
                description: t('employeeCount', { count: summary.employees }),
              },
              {
                term: t('check.total'),
                description: <bdi dir="ltr">{totalText(summary.total)}</bdi>,
              },
            ]}
          />
        )}
        {lines.length > 0 && (
          <Stack gap="sm">
            <Heading level={3} size={5}>
              {t('check.problems')}
            </Heading>
            <ul className={styles.plainList}>
              {lines.map(([line, problems]) => (
                <li key={line}>
                  <Text weight="bold">{t('check.line', { line })}</Text>
                  <ul className={styles.problems}>
                    {problems.map((p, i) => (
                      <li key={i}>{sifProblemText(t, p, i18n.language)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
