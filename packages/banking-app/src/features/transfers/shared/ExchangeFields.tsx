// The two amounts of money that changes currency on the way, shared by the flows that quote it:
// what leaves the wallet and what arrives. The customer types either; that one is exact (the side
// fixed), and the other shows the live quote's answer for it, labelled as calculated. Typing in the
// calculated one fixes it instead.
import { useTranslation } from 'react-i18next';
import { unitCode, type AmountUnit } from '@bank/lookups/amount';
import { AmountInput, FormField } from '@bank/ui';
import * as styles from '@/components/FlowFrame.css';

/** Which amount the customer fixed: what is sent (the default) or what arrives. */
export type FixedSide = 'send' | 'receive';

interface SideOfExchange {
  /** The field's label while the customer's amount is in it… */
  label: string;
  /** …and while it shows the amount calculated from the other. */
  calculatedLabel: string;
  unit: AmountUnit;
}

export interface ExchangeFieldsProps {
  /** The typed field's id (the form's error summary links to it); the calculated one's is derived. */
  id: string;
  send: SideOfExchange;
  receive: SideOfExchange;
  side: FixedSide;
  /** The amount typed, in minor units of its side's unit. */
  amount: string | null;
  /** The other side's amount, from the quote for the amount typed; undefined until it is in. */
  other: string | undefined;
  /** The form's message for the amount, shown on the typed field. */
  error?: string;
  onChange: (side: FixedSide, amount: string | null) => void;
}

export function ExchangeFields({
  id,
  send,
  receive,
  side,
  amount,
  other,
  error,
  onChange,
}: ExchangeFieldsProps) {
  const { t } = useTranslation('transfers');
  const field = (which: FixedSide, of: SideOfExchange) => {
    const typed = which === side;
    const code = unitCode(of.unit);
    return (
      <div className={styles.narrowField}>
        <FormField
          label={typed ? of.label : of.calculatedLabel}
          id={typed ? id : `${id}-calculated`}
          hint={t(typed ? 'exchange.exactHint' : 'exchange.calculatedHint', { currency: code })}
          error={typed ? error : undefined}
        >
          <AmountInput
            key={code}
            currency={of.unit}
            value={typed ? amount : (other ?? null)}
            onChange={(minor) => onChange(which, minor)}
          />
        </FormField>
      </div>
    );
  };
  return (
    <>
      {field('send', send)}
      {field('receive', receive)}
    </>
  );
}
