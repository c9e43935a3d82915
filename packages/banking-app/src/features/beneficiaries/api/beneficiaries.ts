import type {
  RequestBody,
  addBeneficiary as addCall,
  updateBeneficiary as updateCall,
} from '@bank/api-contract';
import { api } from '@/api/api';
import { listBeneficiaries } from '@/api/calls/listBeneficiaries';

export type NewBeneficiary = RequestBody<typeof addCall>;
export type BeneficiaryChanges = RequestBody<typeof updateCall>;

/** GET /beneficiary/list: every saved beneficiary, newest first. */
export function fetchBeneficiaries() {
  return listBeneficiaries();
}

/** GET /beneficiary/:beneficiary_id: one beneficiary, to edit. */
export function fetchBeneficiary(id: string) {
  return api().call('getBeneficiary', { params: { beneficiary_id: id } });
}

/** POST /beneficiary/add. */
export function addBeneficiary(body: NewBeneficiary) {
  return api().call('addBeneficiary', { json: body });
}

/** PUT /beneficiary/:beneficiary_id: internal ones change only their nickname. */
export function updateBeneficiary(id: string, body: BeneficiaryChanges) {
  return api().call('updateBeneficiary', { params: { beneficiary_id: id }, json: body });
}

/** DELETE /beneficiary/:beneficiary_id: past transfers keep their details. */
export function deleteBeneficiary(id: string) {
  return api().call('deleteBeneficiary', { params: { beneficiary_id: id } });
}
