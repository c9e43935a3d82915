// Finding a beneficiary in the list: by kind, and by words in what the customer sees of it (name,
// nickname, bank) or an account number or IBAN typed with or without its spaces.
import type { Beneficiary } from '@bank/api-contract';

export type KindFilter = 'all' | 'internal' | 'external';

const compact = (s: string) => s.replace(/[\s-]/g, '').toLowerCase();

export function matchesSearch(b: Beneficiary, text: string): boolean {
  const words = text.trim().toLowerCase();
  if (!words) return true;
  const readable = [b.name, b.nickname, b.bank_name].filter(Boolean).join(' ').toLowerCase();
  if (readable.includes(words)) return true;
  const numbers = [b.iban, b.account_number, b.bic]
    .filter(Boolean)
    .map((v) => compact(v as string));
  return numbers.some((n) => n.includes(compact(words)));
}

export function filterBeneficiaries(
  list: readonly Beneficiary[],
  kind: KindFilter,
  text: string,
): Beneficiary[] {
  return list.filter((b) => (kind === 'all' || b.kind === kind) && matchesSearch(b, text));
}
