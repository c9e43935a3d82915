import { useCallback, useMemo } from 'react';
import { getNationalityOptions, type NationalityOption } from '@bank/lookups';
import * as styles from './NationalitySelect.css';
import { Combobox, type ComboboxProps } from '../Combobox';
import { useMessages } from '../../i18n/context';
import { nationalitySelectEn } from './NationalitySelect.messages';

type Inherited = Omit<
  ComboboxProps<NationalityOption>,
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

export interface NationalitySelectProps extends Inherited {
  /** The chosen nationality as the country's ISO alpha-2 code (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (alpha2: string | null) => void;
  /**
   * Offer every country with a demonym (248) instead of the 199 that issue passports
   * (independent states plus PS, XK, TW, HK, MO).
   */
  all?: boolean;
  /** Names the list for screen readers; default "Nationalities". */
  listLabel?: string;
}

const byCode = (n: NationalityOption) => n.value;
const search = (n: NationalityOption) => ({
  codes: [n.value],
  text: [n.label, n.country, n.countryAr],
});

/**
 * Choose a nationality: "Emirati (United Arab Emirates)" in English; Arabic shows the country’s
 * Arabic name (the data has no Arabic demonyms), as Arabic forms usually do. Search by demonym,
 * country name in either language, or alpha-2 code. The value is the country’s alpha-2 code.
 */
export function NationalitySelect({
  value,
  defaultValue,
  onChange,
  all,
  listLabel,
  ...rest
}: NationalitySelectProps) {
  const { messages, locale } = useMessages(nationalitySelectEn);
  const arabic = locale.toLowerCase().startsWith('ar');
  const items = useMemo(() => {
    const list = getNationalityOptions({ all });
    return arabic ? [...list].sort((a, b) => a.countryAr.localeCompare(b.countryAr, 'ar')) : list;
  }, [all, arabic]);
  const toString = useCallback(
    (n: NationalityOption) => (arabic ? n.countryAr : n.label),
    [arabic],
  );
  const renderItem = useCallback(
    (n: NationalityOption) =>
      arabic ? (
        n.countryAr
      ) : (
        <span className={styles.text}>
          <span className={styles.label}>{n.label}</span>{' '}
          <span className={styles.country}>{n.country}</span>
        </span>
      ),
    [arabic],
  );
  const toItem = (code: string | null | undefined) =>
    code == null ? code : (items.find((n) => n.value === code.toUpperCase()) ?? null);
  return (
    <Combobox<NationalityOption>
      {...rest}
      items={items}
      itemToKey={byCode}
      itemToString={toString}
      itemToSearch={search}
      renderItem={renderItem}
      listLabel={listLabel ?? messages.nationalityList}
      value={toItem(value)}
      defaultValue={toItem(defaultValue)}
      onChange={onChange && ((n) => onChange(n ? n.value : null))}
    />
  );
}
