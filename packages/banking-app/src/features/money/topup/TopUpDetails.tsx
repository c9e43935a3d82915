// Route /dashboard/topup_step3 (PATHS.topupStep3): the card payment or the bank transfer's account details.
import { lazy, Suspense } from 'react';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Skeleton } from '@bank/ui';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchBankTransferDetails } from '@/features/money/api/topup';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { allowedStep, readDraft } from './draft';
import { TopupFrame, useTopupDraft } from './TopupFrame';

// Each method's screen is its own module: a card top-up does not load the bank transfer's
// account details and copy buttons, nor a bank transfer the card form.
const BankTransferStep = lazy(() =>
  import('./BankTransferStep').then((m) => ({ default: m.BankTransferStep })),
);
const CardTopup = lazy(() => import('./CardTopup').then((m) => ({ default: m.CardTopup })));

await loadMoneyNamespace('topup');

/**
 * The step's call, made as it is navigated to (src/lib/data/screenData.ts): a bank transfer's
 * account details of the wallet chosen in the draft (kept in this tab), on a visit that stays on
 * this step; a card top-up asks its quote itself, on "Review".
 */
export const loader = screenLoader(() => {
  const draft = readDraft();
  const walletId = draft?.walletId;
  return {
    account:
      walletId && draft.method === 'bank_transfer' && allowedStep(3, draft) === 3
        ? () => fetchBankTransferDetails(walletId)
        : undefined,
  };
});

/** /dashboard/topup_step3: the bank-transfer instructions, or the card top-up's amount and review. */
function TopUpDetails() {
  const { draft, save, allowed } = useTopupDraft(3);
  const { account } = useScreenQueries<typeof loader>();
  const walletId = draft?.walletId;
  const currency = draft?.currency;
  return (
    <TopupFrame step={3} allowed={allowed} back>
      <Suspense fallback={<Skeleton lines={4} />}>
        {walletId &&
          (draft.method === 'bank_transfer' ? (
            <BankTransferStep draft={{ ...draft, walletId }} save={save} account={account} />
          ) : currency && isCurrencyCode(currency) ? (
            <CardTopup draft={{ ...draft, walletId, currency }} save={save} />
          ) : null)}
      </Suspense>
    </TopupFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { TopUpDetails as Component };
