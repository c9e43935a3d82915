// The one wrapper of the contract's `listBeneficiaries` (beneficiaries and transfers use it).
import { api } from '@/api/api';
import type { CallOptions } from '@/api/client';

/** GET /beneficiary/list (`?kind=internal` or `external`, else all): the saved beneficiaries, newest first. */
export function listBeneficiaries(searchParams?: CallOptions<'listBeneficiaries'>['searchParams']) {
  return api().call('listBeneficiaries', searchParams ? { searchParams } : {});
}
