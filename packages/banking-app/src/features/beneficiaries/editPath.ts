import { PATHS } from '@/access/paths';

/** The search parameter that turns add_beneficiary into the edit form of a saved beneficiary. */
export const EDIT_PARAM = 'beneficiary_id';

/** add_beneficiary?beneficiary_id=…: the same form and guard as adding (the same permission). */
export function editBeneficiaryPath(id: string): string {
  return `${PATHS.addBeneficiary}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;
}
