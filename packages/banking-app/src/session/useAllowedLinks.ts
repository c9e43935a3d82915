import { allowedLinks } from '@/access/roles';
import { useCustomerType } from './useCustomerType';

/**
 * The entries the customer may follow (`mayFollow`, src/access/roles.ts: the role rules the
 * routes' guards apply), from the customer type. The private routes' guard has loaded it already,
 * so the links are right in the first render (nothing shifts in later).
 */
export function useAllowedLinks<T extends { to: string }>(entries: readonly T[]): T[] {
  return allowedLinks(entries, useCustomerType());
}
