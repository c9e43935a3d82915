// Answers of the fake backend for the beneficiaries' screen tests, as the contract shapes them.
import type { Beneficiary } from '@bank/api-contract';
import { reply, type Reply } from '@/lib/testing/pageHarness';

const at = '2026-11-01T08:00:00.000Z';
const none = {
  nickname: null,
  account_number: null,
  iban: null,
  bic: null,
  bank_name: null,
  bank_address: null,
  country: null,
  address: null,
  created_at: at,
  updated_at: at,
};

export const JOHN: Beneficiary = {
  ...none,
  beneficiary_id: '3f1c2b9e-0000-4000-8000-000000000001',
  kind: 'external',
  name: 'John Smith',
  nickname: 'Landlord',
  currency: 'GBP',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: '250 Bishopsgate, London',
  country: 'GB',
};

export const OMAR: Beneficiary = {
  ...none,
  beneficiary_id: '3f1c2b9e-0000-4000-8000-000000000002',
  kind: 'internal',
  name: 'Omar H.',
  nickname: 'Brother',
  currency: 'AED',
  account_number: '1000000000000001',
};

export const ACME_US: Beneficiary = {
  ...none,
  beneficiary_id: '3f1c2b9e-0000-4000-8000-000000000003',
  kind: 'external',
  name: 'Acme Inc.',
  currency: 'USD',
  account_number: '000123456789',
  bic: 'CHASUS33',
  bank_name: 'JPMorgan Chase Bank',
  bank_address: 'New York',
  country: 'US',
};

export type Role = 'individual' | 'viewer' | 'preparer' | 'approver';

/** The customer-type answer of a role (the add route's guard and the list's actions read it). */
export function customerType(role: Role): Reply {
  const corporate = role !== 'individual';
  return reply(200, {
    data: {
      user_type: corporate ? 'corporate' : 'individual',
      customer_type: corporate ? role : null,
      is_viewer_or_preparer: role === 'viewer' || role === 'preparer',
      is_viewer: role === 'viewer',
      can_approve: role === 'individual' || role === 'approver',
      can_administer: false,
    },
  });
}

export const COMMERZBANK = {
  bic: 'COBADEFF',
  bank_name: 'Commerzbank AG',
  bank_address: 'Kaiserplatz, 60311 Frankfurt am Main',
  country: 'DE',
};
