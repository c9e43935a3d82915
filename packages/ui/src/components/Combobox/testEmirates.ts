import type { ComboboxProps } from './Combobox';

/** The emirates, for the stand-in's tests (the combobox's own keep theirs beside them). */
export interface Emirate {
  code: string;
  name: string;
}
export const emirates: Emirate[] = [
  { code: 'AZ', name: 'Abu Dhabi' },
  { code: 'DU', name: 'Dubai' },
  { code: 'SH', name: 'Sharjah' },
  { code: 'AJ', name: 'Ajman' },
  { code: 'UQ', name: 'Umm Al Quwain' },
  { code: 'RK', name: 'Ras Al Khaimah' },
  { code: 'FU', name: 'Fujairah' },
];
export const emirateProps = {
  items: emirates,
  itemToKey: (e: Emirate) => e.code,
  itemToString: (e: Emirate) => e.name,
  listLabel: 'Emirates',
} satisfies Partial<ComboboxProps<Emirate>>;
