// The words of an item of the identity check ("Passport", "Sara Ahmed's identity document"): a
// shareholder's document is named by the shareholder, never by its id.
import type { TFunction } from 'i18next';
import type { Kyc } from '@/features/kyc/api/kyc';

export function itemLabel(kyc: Kyc, item: string, t: TFunction): string {
  const holder = kyc.shareholders.find((h) => item === `shareholder_id:${h.shareholder_id}`);
  return holder
    ? t('items.shareholderId', { name: holder.name })
    : t(`items.${item}`, { defaultValue: item });
}
