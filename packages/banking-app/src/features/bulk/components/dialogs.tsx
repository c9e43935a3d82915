// A batch's dialogs (issue 28) — fix a row, remove it, submit with the code, approve with the
// approver's passkey or the code, reject, cancel — one chunk loaded when the first opens, with their
// words (the `dialogs` part): the batch's page itself carries neither, nor the code field, nor the
// passkey's.
import { useTranslation } from 'react-i18next';
import { Text } from '@bank/ui';
import {
  approveBatch,
  cancelBatch,
  removeRow,
  sendApprovalCode,
  sendSubmitCode,
  submitBatch,
  type BulkBatch,
  type BulkBatchWithRows,
  type BulkRow,
} from '@/features/bulk/api';
import { loadBulkNamespace } from '@/features/bulk/i18n';
import { passkeyApprovalOptions } from '@/lib/passkeys/api';
import { usePasskeyAnswer } from '@/lib/passkeys/useHasPasskey';
import { moneyText } from '@/features/bulk/words';
import { CodeDialog } from './CodeDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { Totals } from './Totals';

await loadBulkNamespace('dialogs');

export { FixRowDialog } from './FixRowDialog';
export { RejectDialog } from './RejectDialog';

interface Closing {
  onClose: () => void;
  /** The batch changed meanwhile: the page reads it again. */
  onStale: () => void;
}

/** A row of a draft left out, after a second question. */
export function RemoveRowDialog({
  batchId,
  row,
  onClose,
  onStale,
  onRemoved,
}: Closing & { batchId: string; row: BulkRow; onRemoved: (batch: BulkBatchWithRows) => void }) {
  const { t } = useTranslation('bulk');
  return (
    <ConfirmDialog
      title={t('remove.title', { line: row.line })}
      description={t('remove.text')}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('remove.cancel')}
      refusedTitle={t('remove.refused')}
      onClose={onClose}
      onConfirm={async () => {
        const res = await removeRow(batchId, row.line);
        if (res.data) {
          onRemoved(res.data.data);
          return null;
        }
        if (res.error?.code === 'invalid_state' || res.error?.code === 'not_found') {
          onStale();
          return null;
        }
        return res.error?.code === 'forbidden' ? t('refusal.forbidden') : res.statusText;
      }}
    >
      <Text>
        <bdi>{row.input.name}</bdi>
        {row.amount ? (
          <>
            {' · '}
            <bdi dir="ltr">{moneyText(row.amount)}</bdi>
          </>
        ) : null}
      </Text>
    </ConfirmDialog>
  );
}

/** A draft, or a batch waiting for approval, cancelled after a second question. */
export function CancelBatchDialog({
  batch,
  onClose,
  onStale,
  onDone,
}: Closing & { batch: BulkBatch; onDone: (batch: BulkBatch) => void }) {
  const { t } = useTranslation('bulk');
  return (
    <ConfirmDialog
      title={t(batch.status === 'draft' ? 'cancelDialog.titleDraft' : 'cancelDialog.title')}
      description={t('cancelDialog.text')}
      confirmLabel={t('cancelDialog.confirm')}
      cancelLabel={t('cancelDialog.keep')}
      refusedTitle={t('cancelDialog.refused')}
      onClose={onClose}
      onConfirm={async () => {
        const res = await cancelBatch(batch.id);
        if (res.data) {
          onDone(res.data.data);
          return null;
        }
        if (res.error?.code === 'invalid_state') {
          onStale();
          return null;
        }
        return res.error?.code === 'forbidden' ? t('refusal.forbidden') : res.statusText;
      }}
    />
  );
}

/** The submission with the submitter's code; the totals restated where it is confirmed. */
export function SubmitDialog({
  batch,
  onClose,
  onStale,
  onDone,
}: Closing & { batch: BulkBatch; onDone: (batch: BulkBatch) => void }) {
  const { t } = useTranslation('bulk');
  return (
    <CodeDialog
      act="submit"
      batchId={batch.id}
      title={t('submitDialog.title')}
      description={t('submitDialog.text', { count: batch.row_count })}
      confirmLabel={t('submitDialog.confirm')}
      sendCode={() => sendSubmitCode(batch.id)}
      confirm={(key, code) => submitBatch(batch.id, key, code)}
      onClose={onClose}
      onStale={onStale}
      onDone={onDone}
    >
      <Totals batch={batch} caption={t('batch.totalsCaption')} />
    </CodeDialog>
  );
}

/**
 * An approval with the approver's passkey (whether they have one is asked as the dialog opens) or
 * their code: the last the path asks for sends the payments.
 */
export function ApproveDialog({
  batch,
  onClose,
  onStale,
  onDone,
}: Closing & { batch: BulkBatch; onDone: (batch: BulkBatch) => void }) {
  const { t } = useTranslation('bulk');
  const hasPasskey = usePasskeyAnswer();
  const approval = batch.approval;
  const more = approval?.current_step && approval.current_step < approval.steps.length;
  return (
    <CodeDialog
      act="approve"
      batchId={batch.id}
      title={t('approveDialog.title')}
      description={
        more
          ? t('approveDialog.textStep', {
              step: approval.current_step,
              total: approval.steps.length,
            })
          : t('approveDialog.text')
      }
      confirmLabel={t('approveDialog.confirm')}
      sendCode={() => sendApprovalCode(batch.id)}
      confirm={(key, code) => approveBatch(batch.id, key, { otp_code: code })}
      passkey={{
        has: hasPasskey,
        options: () => passkeyApprovalOptions(batch.id, 'batch'),
        confirm: (key, passkey) => approveBatch(batch.id, key, { passkey }),
      }}
      onClose={onClose}
      onStale={onStale}
      onDone={onDone}
    >
      <Totals batch={batch} caption={t('batch.totalsCaption')} />
    </CodeDialog>
  );
}
