// An employee taken off the payroll (issue 28), after a second question: they are not paid in the
// months run from now on, and the months already paid keep them. A refusal is said in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@bank/ui';
import { takeOffPayroll, type Employee } from '@/features/payroll/api';
import { Refusal, type RefusalWords } from './Refusal';

export interface RemoveEmployeeDialogProps {
  employee: Employee;
  onClose: () => void;
  onRemoved: (employee: Employee) => void;
}

export function RemoveEmployeeDialog({ employee, onClose, onRemoved }: RemoveEmployeeDialogProps) {
  const { t } = useTranslation('payroll');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<RefusalWords | null>(null);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const res = await takeOffPayroll(employee.id);
    setBusy(false);
    if (res.data) {
      onRemoved(res.data.data);
      return;
    }
    const title = t('remove.refused');
    setRefusal(
      res.error?.code === 'forbidden'
        ? { title, text: t('remove.forbidden') }
        : res.error?.code === 'not_found'
          ? { title, text: t('form.stale') }
          : { title, detail: res.statusText },
    );
  };
  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      role="alertdialog"
      title={t('remove.title', { name: employee.name })}
      description={t('remove.text')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('remove.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('remove.confirm')}
          </Button>
        </>
      }
    >
      {refusal && <Refusal refusal={refusal} />}
    </Dialog>
  );
}
