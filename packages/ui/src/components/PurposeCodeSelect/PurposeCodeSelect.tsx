import { getPurposeCodeGroups, type PurposeCode } from '@bank/lookups';
import * as styles from './PurposeCodeSelect.css';
import { Combobox, type ComboboxProps } from '../Combobox';
import { useMessages } from '../../i18n/context';
import { purposeCodeSelectEn } from './PurposeCodeSelect.messages';

type Inherited = Omit<
  ComboboxProps<PurposeOption>,
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

interface PurposeOption extends PurposeCode {
  groupLabel: string;
}

export interface PurposeCodeSelectProps extends Inherited {
  /** The chosen three-letter purpose code, e.g. "SAL" (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (code: string | null) => void;
  /** Names the list for screen readers; default "Purposes of payment". */
  listLabel?: string;
}

// The 112 active UAE purpose codes in their 13 groups; withdrawn codes are never offered.
let options: PurposeOption[] | undefined;
function allOptions(): PurposeOption[] {
  options ??= getPurposeCodeGroups().flatMap((g) =>
    g.codes.map((c) => ({ ...c, groupLabel: g.label })),
  );
  return options;
}

const byCode = (p: PurposeOption) => p.code;
const toString = (p: PurposeOption) => `${p.code} – ${p.description}`;
const search = (p: PurposeOption) => ({ codes: [p.code], text: [p.description, p.groupLabel] });
const group = (p: PurposeOption) => p.groupLabel;
const renderItem = (p: PurposeOption) => (
  <>
    <span className={styles.code}>{p.code}</span>{' '}
    <span className={styles.description}>{p.description}</span>
  </>
);

/**
 * Choose the purpose of a payment among the 112 active UAE central-bank codes, grouped (personal,
 * transfers, employment, …) under headings that are never chosen. Search by code ("SAL") or by
 * words ("salary", "rent"). The descriptions exist in English only, in every UI language.
 */
export function PurposeCodeSelect({
  value,
  defaultValue,
  onChange,
  listLabel,
  ...rest
}: PurposeCodeSelectProps) {
  const { messages } = useMessages(purposeCodeSelectEn);
  const items = allOptions();
  const toItem = (code: string | null | undefined) =>
    code == null ? code : (items.find((p) => p.code === code.toUpperCase()) ?? null);
  return (
    <Combobox<PurposeOption>
      {...rest}
      items={items}
      itemToKey={byCode}
      itemToString={toString}
      itemToSearch={search}
      renderItem={renderItem}
      groupBy={group}
      listLabel={listLabel ?? messages.purposeCodeList}
      value={toItem(value)}
      defaultValue={toItem(defaultValue)}
      onChange={onChange && ((p) => onChange(p ? p.code : null))}
    />
  );
}
