import { api } from '@/api/api';

/** GET /fx/rates?base=…: indicative mid rates, units of each currency per one of `base`. */
export function fetchMidRates(base: string) {
  return api().call('listFxRates', { searchParams: { base } });
}
