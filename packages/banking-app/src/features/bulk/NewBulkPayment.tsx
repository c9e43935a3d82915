// A new bulk payment (issue 28), opened in place on the list: the batch's name, the file (CSV or
// Excel, as the template: "Download the template"), read and checked in the browser as soon as it
// is chosen — how many payments, the problems of each row in words, the totals per currency of
// those without any — then "Upload and check": the bank reads the file again, decides, and keeps it
// as a draft, whose page opens. This module is the form's own chunk (lazy): it brings @bank/lookups'
// checks and papaparse; read-excel-file loads only for a workbook.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  ErrorSummary,
  FileInput,
  FormField,
  Heading,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@bank/ui';
import { BULK_FILE_MAX_BYTES } from '@bank/api-contract/constants';
import { bulkTemplateCsv } from '@bank/lookups/bulk-payments';
import { formatAmount } from '@bank/lookups/amount';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { bulkPaymentPath, PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import type { Wallet } from '@/domain/wallets/wallets';
import { uploadBatch } from './api';
import { loadBulkNamespace } from './i18n';
import { previewFile, type FilePreview, type FileProblem, type PreviewTotal } from './filePreview';
import { FIELDS, problemText } from './words';
import * as styles from './bulk.css';

// The form's own words come with its chunk.
await loadBulkNamespace('new');

/** The most one file may weigh, in MB for the words (the contract's BULK_FILE_MAX_BYTES, 2 MiB). */
const FILE_MAX_MB = BULK_FILE_MAX_BYTES / (1024 * 1024);
const NAME_MAX = 80;
/** The rows with problems listed before uploading; the batch's page lists every one. */
const PREVIEW_ROWS = 20;
const TEMPLATE_NAME = 'bulk-payments-template.csv';
const FORM_FIELDS = ['name', 'file'] as const;

export interface NewBulkPaymentProps {
  /** The company's currency wallets (a row pays from the wallet of its currency). */
  wallets: ApiQuery<Wallet[]>;
  initialName?: string;
}

type Reading =
  null | { file: File; status: 'reading' } | { file: File; status: 'done'; preview: FilePreview };

export function NewBulkPayment({ wallets, initialName = '' }: NewBulkPaymentProps) {
  const { t } = useTranslation('bulk');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens where the customer is: its heading takes focus.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="bulk-new-heading">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} size={4} id="bulk-new-heading" ref={heading} tabIndex={-1}>
            {t('new.heading')}
          </Heading>
          <Text tone="muted">{t('new.lead')}</Text>
        </Stack>
        <LoadState
          query={wallets}
          label={t('new.loadingWallets')}
          errorTitle={t('new.walletsFailed')}
          skeleton={<Skeleton shape="rect" height="12rem" />}
        >
          {(list) => (
            <NewBatchForm
              currencies={list.filter((w) => w.kind === 'fiat').map((w) => w.currency)}
              initialName={initialName}
            />
          )}
        </LoadState>
      </Stack>
    </section>
  );
}

function NewBatchForm({
  currencies,
  initialName,
}: {
  currencies: readonly string[];
  initialName: string;
}) {
  const { t, i18n } = useTranslation('bulk');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const template = templateHref();
  const [name, setName] = useState(initialName);
  const [files, setFiles] = useState<File[]>([]);
  const [reading, setReading] = useState<Reading>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<RefusalWords | null>(null);
  const form = useFormErrors('bulk-new', FORM_FIELDS);
  const uploading = useSubmit();

  const choose = (next: File[]) => {
    setFiles(next);
    setRefusal(null);
    const file = next[0];
    if (!file) {
      setReading(null);
      return;
    }
    setReading({ file, status: 'reading' });
    void previewFile(file, currencies).then((preview) =>
      // A file chosen since is the one to show.
      setReading((now) => (now?.file === file ? { file, status: 'done', preview } : now)),
    );
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    void uploading.run(async () => {
      const file = files[0];
      const trimmed = name.trim();
      const unusable =
        reading?.status === 'done' && reading.file === file && !reading.preview.ok
          ? fileProblemText(t, reading.preview.problem)
          : undefined;
      const ok = form.report({
        name: !trimmed
          ? t('new.nameMissing')
          : trimmed.length > NAME_MAX
            ? t('new.nameTooLong', { max: NAME_MAX })
            : undefined,
        file: !file ? t('new.fileMissing') : unusable,
      });
      if (!ok || !file) return;
      setRefusal(null);
      setProgress(0);
      const res = await uploadBatch(trimmed, file, setProgress);
      setProgress(null);
      if (res.data) {
        void navigate(bulkPaymentPath(res.data.data.id));
        return;
      }
      const code = res.error?.code;
      if (code === 'payload_too_large')
        setRefusal({ title: t('new.refused'), text: t('new.tooLarge', { max: FILE_MAX_MB }) });
      else if (code === 'forbidden' || code === 'kyc_required')
        setRefusal({ title: t('new.refused'), text: t(`new.${code}`) });
      else if (res.error && res.status < 500)
        // The bank's reason for a file it cannot use (no headers, a missing column, too many rows)
        // is in English only: on another page ours, beside what the browser found above.
        setRefusal({
          title: t('new.refused'),
          text: i18n.language === 'en' && res.error.message ? res.error.message : t('new.unusable'),
        });
      else {
        // No answer: the bank may have the file. The list below, asked again, says whether a draft was made.
        setRefusal({ title: t('new.lost'), text: t('new.lostText'), detail: res.statusText });
        void revalidator.revalidate();
      }
    });
  };

  return (
    <form noValidate onSubmit={upload}>
      <Stack gap="lg" align="start">
        <ErrorSummary errors={form.summary} focusKey={form.attempt} />
        {refusal && <Refusal refusal={refusal} />}
        <div className={styles.narrow}>
          <FormField
            label={t('new.name')}
            hint={t('new.nameHint')}
            id={form.id('name')}
            required
            error={form.errors.name}
          >
            <TextInput
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
              maxLength={NAME_MAX + 20}
            />
          </FormField>
        </div>
        <Stack gap="xs">
          <Text>{t('new.templateText')}</Text>
          {template && (
            <Link href={template} download={TEMPLATE_NAME}>
              {t('new.template')}
            </Link>
          )}
        </Stack>
        <FormField
          label={t('new.file')}
          hint={t('new.fileHint')}
          id={form.id('file')}
          required
          error={form.errors.file}
        >
          <FileInput
            accept={['.csv', '.xlsx']}
            maxSize={BULK_FILE_MAX_BYTES}
            value={files}
            onChange={choose}
          />
        </FormField>
        <FileSummary reading={reading} />
        <div className={styles.actions}>
          <Button type="submit" loading={uploading.loading}>
            {t('new.upload')}
          </Button>
          <ButtonLink as={RouterLink} to={PATHS.bulkPayments} variant="secondary">
            {t('new.close')}
          </ButtonLink>
          {progress !== null && (
            <Text size="sm" tone="muted">
              {t('new.sending', { percent: Math.round(progress * 100) })}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}

interface RefusalWords {
  title: string;
  text: string;
  /** The client's status text (the catalogue's, in English): marked so on an Arabic page. */
  detail?: string;
}

function Refusal({ refusal }: { refusal: RefusalWords }) {
  const { i18n } = useTranslation('bulk');
  const english = i18n.language === 'en';
  return (
    <Alert tone="danger" announce="assertive" title={refusal.title}>
      {refusal.text}
      {refusal.detail && (
        <>
          {' '}
          <span lang={english ? undefined : 'en'} dir={english ? undefined : 'ltr'}>
            {refusal.detail}
          </span>
        </>
      )}
    </Alert>
  );
}

// The template as a file to download: one object URL for the page's life (a few hundred bytes),
// made when the form first shows.
let templateUrl: string | null = null;
function templateHref(): string | null {
  if (templateUrl === null && typeof URL.createObjectURL === 'function')
    templateUrl = URL.createObjectURL(
      new Blob(['\uFEFF', bulkTemplateCsv()], { type: 'text/csv;charset=utf-8' }),
    );
  return templateUrl;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function fileProblemText(t: Translate, problem: FileProblem): string {
  switch (problem.code) {
    case 'missing_columns':
      return t('fileProblem.missing_columns', {
        columns: problem.columns.join(', '),
        count: problem.columns.length,
      });
    case 'too_many_rows':
      return t('fileProblem.too_many_rows', { rows: problem.rows, max: problem.max });
    default:
      return t(`fileProblem.${problem.code}`);
  }
}

/** What the chosen file holds, as soon as it is read: or why it cannot be used. */
function FileSummary({ reading }: { reading: Reading }) {
  const { t, i18n } = useTranslation('bulk');
  const news = !reading
    ? ''
    : reading.status === 'reading'
      ? t('new.reading', { file: reading.file.name })
      : reading.preview.ok
        ? `${t('new.read', { file: reading.file.name, count: reading.preview.rows })} ${
            reading.preview.problemRows.length > 0
              ? t('new.readProblems', { count: reading.preview.problemRows.length })
              : t('new.readReady')
          }`
        : t('new.readUnusable', { file: reading.file.name });
  const preview = reading?.status === 'done' ? reading.preview : null;
  return (
    <>
      <Text role="status">{news}</Text>
      {preview && !preview.ok && (
        <Alert tone="danger" title={t('new.unusableTitle')}>
          {fileProblemText(t, preview.problem)}
        </Alert>
      )}
      {preview?.ok && (
        <section className={styles.preview} aria-labelledby="bulk-preview-heading">
          <Heading level={3} size={5} id="bulk-preview-heading">
            {t('new.previewHeading')}
          </Heading>
          <Text>{preview.problemRows.length > 0 ? t('new.someProblems') : t('new.allReady')}</Text>
          {preview.totals.length > 0 && <PreviewTotals totals={preview.totals} />}
          {preview.problemRows.length > 0 && (
            <Stack gap="sm">
              <Heading level={4} size={6}>
                {t('new.problemsHeading')}
              </Heading>
              <ul className={styles.plainList}>
                {preview.problemRows.slice(0, PREVIEW_ROWS).map((row) => (
                  <li key={row.line}>
                    <Text weight="bold">
                      {t('new.line', { line: row.line })}
                      {row.input.name && (
                        <>
                          {' '}
                          <bdi>{row.input.name}</bdi>
                        </>
                      )}
                    </Text>
                    <ul className={styles.problems}>
                      {[...row.problems]
                        .sort((a, b) => FIELDS.indexOf(a.field) - FIELDS.indexOf(b.field))
                        .map((p, i) => (
                          <li key={i}>
                            {t(`field.${p.field}`)}: {problemText(t, p, i18n.language)}
                          </li>
                        ))}
                    </ul>
                  </li>
                ))}
              </ul>
              {preview.problemRows.length > PREVIEW_ROWS && (
                <Text size="sm" tone="muted">
                  {t('new.problemsMore', { count: preview.problemRows.length - PREVIEW_ROWS })}
                </Text>
              )}
            </Stack>
          )}
        </section>
      )}
    </>
  );
}

function PreviewTotals({ totals }: { totals: readonly PreviewTotal[] }) {
  const { t } = useTranslation('bulk');
  return (
    <Table
      caption={t('new.totalsCaption')}
      rows={totals}
      rowKey={(total) => total.currency}
      columns={[
        { key: 'currency', header: t('totals.currency'), cell: (total) => total.currency },
        {
          key: 'count',
          header: t('totals.count'),
          align: 'end',
          cell: (total) => total.count,
        },
        {
          key: 'amount',
          header: t('totals.amount'),
          align: 'end',
          ltr: true,
          cell: (total) =>
            isCurrencyCode(total.currency)
              ? `${total.currency}\u00A0${formatAmount(total.minor, total.currency)}`
              : total.currency,
        },
      ]}
    />
  );
}
