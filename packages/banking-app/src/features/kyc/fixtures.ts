// Answers of GET /kyc as the contract describes them, for the identity check's screens' tests.
import { configure } from '@testing-library/react';
import type { KycDocumentType } from '@bank/api-contract';
import type { Kyc } from './api/kyc';

configure({ asyncUtilTimeout: 10_000 });

const INDIVIDUAL_ITEMS = [
  'personal_details',
  'identity_front',
  'identity_back',
  'selfie',
  'proof_of_address',
];

export function kycAnswer(extra: Partial<Kyc> = {}): Kyc {
  return {
    submission_id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    kind: 'individual',
    state: 'in_progress',
    kyc_status: 'not_started',
    round: 1,
    can_edit: true,
    can_submit: false,
    next_step: 'personal_details',
    items: INDIVIDUAL_ITEMS.map((item) => ({
      item,
      status: 'missing' as const,
      rejection_reason: null,
    })),
    personal_details: {
      first_name: 'Mariam',
      last_name: 'Haddad',
      nationality: 'AE',
      country_of_residence: 'AE',
    },
    company_details: null,
    authorised_person: null,
    shareholders: [],
    shares_total_percent: '0',
    documents: [],
    rejection_reasons: [],
    history: [],
    submitted_at: null,
    decided_at: null,
    ...extra,
  };
}

/** Step 1 done (details with the identity document chosen): the documents' and photos' turn. */
export function detailsGiven(extra: Partial<Kyc> = {}): Kyc {
  const base = kycAnswer();
  return kycAnswer({
    next_step: 'identity_front',
    items: base.items.map((i) =>
      i.item === 'personal_details' ? { ...i, status: 'provided' as const } : i,
    ),
    personal_details: { ...base.personal_details, identity_document_type: 'emirates_id' },
    ...extra,
  });
}

let serial = 0;
export function kycDocument(
  type: KycDocumentType,
  extra: Partial<Kyc['documents'][number]> = {},
): Kyc['documents'][number] {
  serial += 1;
  return {
    document_id: `7b2e1d3f-4c5a-4b6c-9d7e-${String(serial).padStart(12, '0')}`,
    document_type: type,
    shareholder_id: null,
    content_type: 'image/jpeg',
    size_bytes: 182_000,
    file_name: `${type}.jpg`,
    width: 1200,
    height: 800,
    uploaded_at: '2026-11-24T10:00:00.000Z',
    status: 'provided',
    rejection_reason: null,
    ...extra,
  };
}

/** Every item provided: ready to send. */
export function completeKyc(extra: Partial<Kyc> = {}): Kyc {
  return kycAnswer({
    can_submit: true,
    next_step: 'submit',
    items: INDIVIDUAL_ITEMS.map((item) => ({
      item,
      status: 'provided' as const,
      rejection_reason: null,
    })),
    documents: ['identity_front', 'identity_back', 'selfie', 'proof_of_address'].map((t) =>
      kycDocument(t as KycDocumentType),
    ),
    personal_details: {
      first_name: 'Mariam',
      last_name: 'Haddad',
      identity_document_type: 'emirates_id',
      confirmed: true,
    },
    ...extra,
  });
}

/** Rejected: the proof of address only. */
export function rejectedKyc(): Kyc {
  const base = completeKyc();
  return {
    ...base,
    state: 'rejected',
    kyc_status: 'rejected',
    can_edit: true,
    can_submit: false,
    next_step: 'proof_of_address',
    items: base.items.map((i) =>
      i.item === 'proof_of_address'
        ? { ...i, status: 'rejected' as const, rejection_reason: 'Older than 3 months' }
        : { ...i, status: 'accepted' as const },
    ),
    documents: base.documents.map((d) =>
      d.document_type === 'proof_of_address'
        ? { ...d, status: 'rejected' as const, rejection_reason: 'Older than 3 months' }
        : { ...d, status: 'accepted' as const },
    ),
    rejection_reasons: [{ item: 'proof_of_address', reason: 'Older than 3 months' }],
  };
}

const CORPORATE_ITEMS = [
  'company_details',
  'trade_licence',
  'memorandum',
  'board_resolution',
  'shareholders',
  'shareholder_id:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  'authorised_person',
  'authorised_person_id',
  'personal_details',
  'selfie',
];
/** A company's check, a draft, with one shareholder (60 %). */
export const corporate = (): Kyc =>
  kycAnswer({
    kind: 'corporate',
    next_step: 'company_details',
    items: CORPORATE_ITEMS.map((item) => ({
      item,
      status: 'missing' as const,
      rejection_reason: null,
    })),
    shareholders: [
      {
        shareholder_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        name: 'Hamad Al Falasi',
        nationality: 'AE',
        share_percent: '60',
        document: null,
      },
    ],
    shares_total_percent: '60',
  });
