import { useCallback, useMemo } from 'react';
import {
  currencies as allCurrencies,
  getCurrency,
  type Currency,
  type CurrencyCode,
} from '@bank/lookups';
import * as styles from './CurrencySelect.css';
import { Combobox, type ComboboxProps } from '../Combobox';
import { CurrencyFlag } from '../../internal/CurrencyFlag';
import { useMessages } from '../../i18n/context';
import { currencySelectEn } from './CurrencySelect.messages';

type Inherited = Omit<
  ComboboxProps<Currency>,
  | 'items'
  | 'itemToKey'
  | 'itemToString'
  | 'itemToSearch'
  | 'renderItem'
  | 'renderSelected'
  | 'groupBy'
  | 'listLabel'
  | 'value'
  | 'defaultValue'
  | 'onChange'
>;

export interface CurrencySelectProps extends Inherited {
  /** The chosen currency's code (controlled); `null` for none. */
  value?: CurrencyCode | null;
  defaultValue?: CurrencyCode | null;
  onChange?: (code: CurrencyCode | null) => void;
  /** Offer only these currencies, in this order (e.g. the customer's wallets). Default: all 29. */
  currencies?: readonly CurrencyCode[];
  /** Names the list for screen readers; default "Currencies". */
  listLabel?: string;
}

const byCode = (c: Currency) => c.code;
const search = (c: Currency) => ({ codes: [c.code], text: [c.name, c.isoName, c.nameAr] });

/**
 * Choose one of the bank's currencies: flag, code and name; search by code or by name in English
 * or Arabic. Names follow the UI language. Use it inside a FormField.
 */
export function CurrencySelect({
  value,
  defaultValue,
  onChange,
  currencies,
  listLabel,
  ...rest
}: CurrencySelectProps) {
  const { messages, locale } = useMessages(currencySelectEn);
  const arabic = locale.toLowerCase().startsWith('ar');
  const items = useMemo(
    () =>
      currencies
        ? currencies.map((code) => getCurrency(code)).filter((c): c is Currency => c !== undefined)
        : allCurrencies,
    [currencies],
  );
  const nameOf = useCallback((c: Currency) => (arabic ? c.nameAr : c.name), [arabic]);
  const toString = useCallback((c: Currency) => `${c.code} – ${nameOf(c)}`, [nameOf]);
  const renderItem = useCallback(
    (c: Currency) => (
      <>
        <CurrencyFlag code={c.code} />
        <span className={styles.code}>{c.code}</span>{' '}
        <span className={styles.name}>{nameOf(c)}</span>
      </>
    ),
    [nameOf],
  );
  const toItem = (code: CurrencyCode | null | undefined) =>
    code == null ? code : (getCurrency(code) ?? null);
  return (
    <Combobox<Currency>
      {...rest}
      items={items}
      itemToKey={byCode}
      itemToString={toString}
      itemToSearch={search}
      renderItem={renderItem}
      renderSelected={(c) => <CurrencyFlag code={c.code} />}
      listLabel={listLabel ?? messages.currencyList}
      value={toItem(value)}
      defaultValue={toItem(defaultValue)}
      onChange={onChange && ((c) => onChange(c ? c.code : null))}
    />
  );
}
