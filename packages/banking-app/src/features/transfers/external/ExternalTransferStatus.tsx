// Route /dashboard/external_step6 (PATHS.externalStep6): what became of the transfer.
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import {
  outcomeCall,
  TransactionOutcome,
} from '@/features/transfers/success/TransactionSuccessPage';
import { successPath } from '@/features/transfers/success/successPath';
import { externalStore } from './draft';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';

const ns = await loadTransfersNamespace('external', 'amounts');

/** The confirmed transfer of this tab's draft, asked as the page is navigated to. */
export const loader = screenLoader(() => ({
  transaction: outcomeCall(externalStore.read()?.transactionId),
}));

/** /dashboard/external_step6: the confirmed transfer's status; "Done" ends the flow (its draft cleared) on the success page. */
function ExternalTransferStatus() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, allowed } = useExternalDraft(6);
  const id = draft?.transactionId;
  const { transaction } = useScreenQueries<typeof loader>();
  if (allowed === 6 && !id) return <Navigate to={PATHS.externalStep1} replace />;
  return (
    <ExternalFrame step={6} allowed={allowed}>
      {id && (
        <TransactionOutcome
          query={transaction}
          actions={() => (
            <Button
              onClick={() => {
                externalStore.clear();
                void navigate(successPath('external', id), { replace: true });
              }}
            >
              {t('external.status.done')}
            </Button>
          )}
        />
      )}
    </ExternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferStatus as Component };
