// Which documents an individual's identity check needs, and which of them may change now: all of
// them while the check is a draft; after a rejection, only what was rejected (the server refuses
// the rest, "Only what was rejected can change now").
import type { KycDocumentType } from '@bank/api-contract';
import type { Kyc } from './api/kyc';

export type IdentityDocument = 'emirates_id' | 'passport';
export type KycDoc = Kyc['documents'][number];
export type ItemStatus = Kyc['items'][number]['status'];

/** The identity document's files, in the order they are asked for. */
export function identityFiles(kind: IdentityDocument | undefined): KycDocumentType[] {
  return kind === 'passport' ? ['passport'] : ['identity_front', 'identity_back'];
}

/** The documents of the verify_kyc step (the selfie is the camera step's). */
export function uploadSteps(kind: IdentityDocument | undefined): KycDocumentType[] {
  return [...identityFiles(kind), 'proof_of_address'];
}

export function documentOf(kyc: Kyc, type: KycDocumentType): KycDoc | undefined {
  return kyc.documents.find((d) => d.document_type === type);
}

export function itemOf(kyc: Kyc, item: string): { status: ItemStatus; reason: string | null } {
  const found = kyc.items.find((i) => i.item === item);
  const reason =
    kyc.rejection_reasons.find((r) => r.item === item)?.reason ?? found?.rejection_reason ?? null;
  return { status: found?.status ?? 'missing', reason };
}

/**
 * The steps of a person's identity check (an individual's, or a company administrator's own), in
 * the order they are done: the details, the identity document and proof of address (a photo of
 * the document taken with the camera is part of it), the selfie. Every screen's "Step 2 of 3"
 * counts from here.
 */
export const PERSON_STEPS = ['details', 'documents', 'selfie'] as const;
export type PersonStep = (typeof PERSON_STEPS)[number];

/** The step a camera photo belongs to: the selfie is the last; a document's photo is the documents'. */
export const cameraStep = (document: CameraDocument): PersonStep =>
  document === 'selfie' ? 'selfie' : 'documents';

/**
 * Whether the details must come first: a check open to changes whose details are not given (or
 * do not say which identity document the customer uses, which the documents step needs). An entry
 * to the check (the home's "Verify your identity") then goes to step 1, never to a later step that
 * asks to go back.
 */
export function detailsFirst(kyc: Kyc): boolean {
  if (!kyc.can_edit || kyc.state === 'rejected' || kyc.state === 'resubmission') return false;
  return (
    itemOf(kyc, 'personal_details').status === 'missing' ||
    !kyc.personal_details?.identity_document_type
  );
}

/** The items this round may change: every item of a draft, only the rejected ones after a rejection. */
export function mayChange(kyc: Kyc, item: string): boolean {
  if (kyc.state === 'rejected' || kyc.state === 'resubmission')
    return kyc.rejection_reasons.some((r) => r.item === item);
  return kyc.can_edit;
}

export type KycDestination =
  'kyc' | 'verify_kyc' | 'camera' | 'submit' | 'wait' | 'done' | 'corporate';

/** Where the server's next step is done. */
export function destinationOf(nextStep: string): KycDestination {
  if (nextStep === 'personal_details') return 'kyc';
  if (nextStep === 'selfie') return 'camera';
  if (['identity_front', 'identity_back', 'passport', 'proof_of_address'].includes(nextStep))
    return 'verify_kyc';
  if (nextStep === 'submit' || nextStep === 'wait' || nextStep === 'done') return nextStep;
  return 'corporate';
}

export const CAMERA_DOCUMENTS = ['selfie', 'identity_front', 'identity_back', 'passport'] as const;
export type CameraDocument = (typeof CAMERA_DOCUMENTS)[number];

/** `?document=` of the camera step; the selfie when absent or unknown. */
export function cameraDocument(value: string | null): CameraDocument {
  return (CAMERA_DOCUMENTS as readonly string[]).includes(value ?? '')
    ? (value as CameraDocument)
    : 'selfie';
}
