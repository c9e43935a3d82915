// Route /dashboard/internal_step2 (PATHS.internalStep2): the amount.
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/access/paths';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { AmountForm, amountFormCalls } from '@/features/transfers/shared/AmountForm';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import { chooseAmount, recipientStep } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';

await loadTransfersNamespace('internal', 'amounts');

/** The form's calls, made as the page is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => amountFormCalls);

/** /dashboard/internal_step2: the wallet the money leaves, the amount (balance and limits shown) and a reference. */
function InternalTransferAmount() {
  const navigate = useNavigate();
  const { draft, save, allowed } = useInternalDraft(2);
  const refusal = useArrivedRefusal();
  const { wallets, limits } = useScreenQueries<typeof loader>();
  const recipient = draft?.recipient;
  return (
    <InternalFrame step={2} allowed={allowed} back={recipientStep(recipient)}>
      {refusal && <RefusalAlert refusal={refusal} />}
      {draft && (
        <AmountForm
          wallets={wallets}
          limits={limits}
          initial={draft}
          withReference
          excludeWalletId={recipient?.kind === 'wallet' ? recipient.id : undefined}
          onSubmit={(values) => {
            save(chooseAmount(draft, values));
            void navigate(PATHS.internalStep3);
            return undefined;
          }}
        />
      )}
    </InternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { InternalTransferAmount as Component };
