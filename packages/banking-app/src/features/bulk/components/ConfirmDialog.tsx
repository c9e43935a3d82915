// A second question before what cannot be undone here (a row removed from a draft, a batch
// cancelled): the action runs on "yes"; a refusal is said in the dialog.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog } from '@bank/ui';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  refusedTitle: string;
  children?: ReactNode;
  /** Runs the action: null when done, else the words of the refusal. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  refusedTitle,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setRefusal(problem);
  };
  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      role="alertdialog"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {refusal && (
        <Alert tone="danger" announce="assertive" title={refusedTitle}>
          {refusal}
        </Alert>
      )}
      {children}
    </Dialog>
  );
}
