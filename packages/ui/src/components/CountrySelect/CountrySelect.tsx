import { useCallback, useMemo } from 'react';
import { getCountries, getCountry, type Country } from '@bank/lookups';
import * as styles from './CountrySelect.css';
import { Combobox, type ComboboxProps } from '../Combobox';
import { useMessages } from '../../i18n/context';
import { countrySelectEn } from './CountrySelect.messages';

type Inherited = Omit<
  ComboboxProps<Country>,
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

export interface CountrySelectProps extends Inherited {
  /** The chosen country's ISO alpha-2 code (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (alpha2: string | null) => void;
  /** Offer only these countries (alpha-2 codes), e.g. where the bank sends money. Default: all 250. */
  countries?: readonly string[];
  /** Names the list for screen readers; default "Countries". */
  listLabel?: string;
}

const byCode = (c: Country) => c.alpha2;
const search = (c: Country) => ({ codes: [c.alpha2, c.alpha3], text: [c.name, c.nameAr] });

/**
 * Choose a country among the 250 of ISO 3166-1 (and Kosovo), named and sorted in the UI language;
 * search by English or Arabic name, or by alpha-2/alpha-3 code. No flags: 250 flags would weigh
 * about 49 KB gzipped, and flag emoji show as letter pairs on Windows; the name carries the meaning.
 */
export function CountrySelect({
  value,
  defaultValue,
  onChange,
  countries,
  listLabel,
  ...rest
}: CountrySelectProps) {
  const { messages, locale } = useMessages(countrySelectEn);
  const arabic = locale.toLowerCase().startsWith('ar');
  const items = useMemo(() => {
    const wanted = countries && new Set(countries.map((c) => c.toUpperCase()));
    const list = getCountries().filter((c) => !wanted || wanted.has(c.alpha2));
    return arabic ? [...list].sort((a, b) => a.nameAr.localeCompare(b.nameAr, 'ar')) : list;
  }, [countries, arabic]);
  const toString = useCallback((c: Country) => (arabic ? c.nameAr : c.name), [arabic]);
  const renderItem = useCallback(
    (c: Country) => (
      <>
        <span className={styles.name}>{arabic ? c.nameAr : c.name}</span>{' '}
        <span className={styles.code}>{c.alpha2}</span>
      </>
    ),
    [arabic],
  );
  const toItem = (code: string | null | undefined) =>
    code == null ? code : (getCountry(code) ?? null);
  return (
    <Combobox<Country>
      {...rest}
      items={items}
      itemToKey={byCode}
      itemToString={toString}
      itemToSearch={search}
      renderItem={renderItem}
      listLabel={listLabel ?? messages.countryList}
      value={toItem(value)}
      defaultValue={toItem(defaultValue)}
      onChange={onChange && ((c) => onChange(c ? c.alpha2 : null))}
    />
  );
}
