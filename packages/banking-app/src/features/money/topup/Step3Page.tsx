import { isCurrencyCode } from '@bank/lookups/currencies';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { BankTransferStep } from './BankTransferStep';
import { CardTopup } from './CardTopup';
import { TopupFrame, useTopupDraft } from './TopupFrame';

await loadMoneyNamespace();

/** /dashboard/topup_step3: the bank-transfer instructions, or the card top-up's amount and review. */
export function Component() {
  const { draft, save, allowed } = useTopupDraft(3);
  const walletId = draft?.walletId;
  const currency = draft?.currency;
  return (
    <TopupFrame step={3} allowed={allowed} back>
      {walletId &&
        (draft.method === 'bank_transfer' ? (
          <BankTransferStep draft={{ ...draft, walletId }} save={save} />
        ) : currency && isCurrencyCode(currency) ? (
          <CardTopup draft={{ ...draft, walletId, currency }} save={save} />
        ) : null)}
    </TopupFrame>
  );
}
