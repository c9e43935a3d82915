// A row of a draft fixed in place (issue 28): its seven fields as the file (or the last fix) wrote
// them, each problem said at its field in words; "Check and save" sends the row, the bank checks
// it again and answers the whole batch, which replaces the one shown. A row still wrong keeps the
// dialog open with its new problems; a row that passes closes it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, ErrorSummary, FormField, Stack, TextInput } from '@bank/ui';
import {
  updateRow,
  type BulkBatchWithRows,
  type BulkField,
  type BulkRow,
  type BulkRowInput,
} from '@/features/bulk/api';
import { FIELDS, problemsByField } from '@/features/bulk/words';
import * as styles from '@/features/bulk/bulk.css';

/** Fields read left to right in either language. */
const LTR: ReadonlySet<BulkField> = new Set(['iban', 'bic', 'amount', 'currency', 'purpose_code']);
const REQUIRED: ReadonlySet<BulkField> = new Set(['name', 'iban', 'amount', 'currency']);

export interface FixRowDialogProps {
  batchId: string;
  row: BulkRow;
  onClose: () => void;
  /** The bank's answer (the batch, the row checked again); `fixed`: the row has no problem left. */
  onSaved: (batch: BulkBatchWithRows, fixed: boolean) => void;
}

export function FixRowDialog({ batchId, row, onClose, onSaved }: FixRowDialogProps) {
  const { t, i18n } = useTranslation('bulk');
  const formId = useId();
  const [values, setValues] = useState<BulkRowInput>({ ...row.input });
  const [problems, setProblems] = useState(row.problems);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = problemsByField(t, problems, i18n.language);
  const fieldId = (field: BulkField) => `${formId}-${field}`;

  const close = () => {
    if (!busy) onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const res = await updateRow(batchId, row.line, values);
    setBusy(false);
    if (res.data) {
      const batch = res.data.data;
      const checked = batch.rows.find((r) => r.line === row.line);
      const left = checked?.problems ?? [];
      if (left.length === 0) {
        onSaved(batch, true);
        return;
      }
      onSaved(batch, false);
      setProblems(left);
      setAttempt((n) => n + 1);
      return;
    }
    // The batch was submitted or cancelled meanwhile, or the row removed: the page reads it again.
    if (res.error?.code === 'invalid_state' || res.error?.code === 'not_found')
      setRefusal(t('fix.stale'));
    else if (res.error?.code === 'forbidden') setRefusal(t('fix.forbidden'));
    else setRefusal(res.statusText);
  };

  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={t('fix.title', { line: row.line })}
      description={
        problems.length > 0 ? t('fix.text', { count: problems.length }) : t('fix.textReady')
      }
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('fix.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('fix.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void save(e)}>
        <Stack gap="md">
          {refusal && (
            <Alert tone="danger" announce="assertive" title={t('fix.refused')}>
              {refusal}
            </Alert>
          )}
          {/* After a save the bank still refused: its problems first (on opening, at the fields). */}
          {attempt > 0 && (
            <ErrorSummary
              errors={FIELDS.filter((f) => errors[f]).map((f) => ({
                fieldId: fieldId(f),
                message: `${t(`field.${f}`)}: ${errors[f]}`,
              }))}
              focusKey={attempt}
            />
          )}
          <div className={styles.fields}>
            {FIELDS.map((field) => (
              <FormField
                key={field}
                label={t(`field.${field}`)}
                id={fieldId(field)}
                {...(REQUIRED.has(field)
                  ? { required: true as const }
                  : { optional: true as const })}
                error={errors[field]}
              >
                <TextInput
                  value={values[field] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  autoComplete="off"
                  spellCheck={false}
                  ltr={LTR.has(field)}
                />
              </FormField>
            ))}
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
