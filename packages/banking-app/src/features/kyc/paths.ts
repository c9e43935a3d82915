import { PATHS } from '@/app/paths';
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
