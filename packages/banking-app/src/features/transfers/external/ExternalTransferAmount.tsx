// Route /dashboard/external_step2 (PATHS.externalStep2): the amount, on either side, and the live quote.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { previewExternalTransfer } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { AmountForm, amountFormCalls } from '@/features/transfers/shared/AmountForm';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, useArrivedRefusal, type Refusal } from '@/features/transfers/shared/refusal';
import { amountOf, destinationOf, withAnswers } from './draft';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';
import { LiveQuote } from './LiveQuote';

const ns = await loadTransfersNamespace('external', 'amounts');

/** The form's calls, made as the page is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => amountFormCalls);

/**
 * /dashboard/external_step2: the wallet and amount. When the wallet's currency is not the
 * beneficiary's, both amounts: "You send" or "They receive" (an invoice's amount, in the
 * beneficiary's currency), either typed, the other calculated by the live quote. "Continue" asks the
 * bank's review of the transfer so far (limits, identity check, whether a purpose code is needed)
 * before going on; the draft keeps the side typed.
 */
function ExternalTransferAmount() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useExternalDraft(2);
  const arrived = useArrivedRefusal();
  const [refusal, setRefusal] = useState<Refusal | undefined>(arrived);
  const { wallets, limits } = useScreenQueries<typeof loader>();
  const b = draft?.beneficiary;
  return (
    <ExternalFrame
      step={2}
      allowed={allowed}
      back={b && !b.id ? PATHS.externalStep1N : PATHS.externalStep1}
    >
      {refusal && <RefusalAlert refusal={refusal} />}
      {draft && b && (
        <>
          <Text>{t('external.amount.receivesIn', { name: b.name, currency: b.currency })}</Text>
          <AmountForm
            wallets={wallets}
            limits={limits}
            initial={draft}
            receiving={b.currency}
            renderAside={(values) => <LiveQuote draft={draft} beneficiary={b} {...values} />}
            onSubmit={async (values) => {
              if (!isCurrencyCode(values.fromCurrency)) return undefined;
              const res = await previewExternalTransfer({
                from_wallet_id: values.fromWalletId,
                ...destinationOf(b),
                ...amountOf(values),
                charges: draft.charges ?? 'SHA',
              });
              if (!res.data) {
                setRefusal(refusalOf(res));
                const fields = res.error?.fields;
                return fields?.amount_minor ?? fields?.buy_amount_minor;
              }
              setRefusal(undefined);
              const same =
                values.amount === draft.amount &&
                (values.side ?? 'send') === (draft.side ?? 'send') &&
                values.fromWalletId === draft.fromWalletId;
              save(
                same
                  ? { ...draft, purposeRequired: res.data.data.purpose_code_required }
                  : withAnswers(draft, {
                      ...values,
                      side: values.side,
                      purposeRequired: res.data.data.purpose_code_required,
                    }),
              );
              void navigate(PATHS.externalStep3);
              return undefined;
            }}
          />
        </>
      )}
    </ExternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferAmount as Component };
