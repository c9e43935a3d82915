import { PATHS } from '@/access/paths';
import type { Kyc } from './api/kyc';
import type { CameraDocument, KycDestination } from './documents';

/** The camera step for one photo. */
export function cameraPath(document: CameraDocument): string {
  return `${PATHS.camera}?document=${document}`;
}

/** The screen where a destination is done (submit, wait and done are the overview's). */
export function destinationPath(destination: KycDestination): string {
  if (destination === 'kyc') return PATHS.kyc;
  if (destination === 'verify_kyc') return PATHS.verifyKyc;
  if (destination === 'camera') return cameraPath('selfie');
  if (destination === 'corporate') return PATHS.corporateKyc;
  return PATHS.completeKyc;
}

/** Where an item of a company's identity check is added or changed. */
export function corporateItemPath(item: string): string {
  if (item === 'company_details') return PATHS.companyDetails;
  if (['trade_licence', 'memorandum', 'board_resolution'].includes(item))
    return PATHS.corporateOrgDocument;
  if (item === 'shareholders' || item.startsWith('shareholder_id:'))
    return PATHS.corporateShareholder;
  if (item === 'authorised_person' || item === 'authorised_person_id')
    return PATHS.authPersonDetails;
  if (item === 'submit' || item === 'wait' || item === 'done' || item === 'administrator')
    return PATHS.corporateKyc;
  // The administrator's own identity check: details, identity document, selfie, proof of address.
  return PATHS.corporateAdminKyc;
}

/** The overview of the check: the individual's, or the company's. */
export function overviewPath(kyc: Pick<Kyc, 'kind'>): string {
  return kyc.kind === 'corporate' ? PATHS.corporateKyc : PATHS.completeKyc;
}

/** The details step (step 1) of a person's check: an individual's, or a company administrator's own. */
export function detailsPath(kyc: Pick<Kyc, 'kind'>): string {
  return kyc.kind === 'corporate' ? PATHS.corporateAdminKyc : PATHS.kyc;
}
