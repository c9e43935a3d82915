// Answers of the settings calls as the contract describes them, for the settings screens' tests.
import { configure } from '@testing-library/react';
import type { Profile, Settings } from './api/settings';

configure({ asyncUtilTimeout: 10_000 });

export function settingsAnswer(extra: Partial<Settings> = {}): Settings {
  return {
    language: null,
    theme: 'system',
    notifications: {
      transaction_alerts_email: true,
      transaction_alerts_sms: false,
      statements_email: true,
      product_news_email: false,
      product_news_sms: false,
      security_alerts_email: true,
    },
    updated_at: null,
    ...extra,
  };
}

export function profileAnswer(extra: Partial<Profile> = {}): Profile {
  return {
    customer_id: '3c9d2e1f-0a4b-4c5d-8e6f-7a8b9c0d1e2f',
    user_type: 'individual',
    customer_type: null,
    email: 'mariam@example.ae',
    email_verified: true,
    first_name: 'Mariam',
    last_name: 'Haddad',
    full_name: 'Mariam Haddad',
    date_of_birth: '1990-05-17',
    nationality: 'AE',
    country_of_residence: 'AE',
    phone: '+971501234567',
    phone_verified: true,
    address: { line1: 'Villa 12, Street 5', city: 'Dubai' },
    occupation: 'Architect',
    company: null,
    mfa: { totp_enabled: false, otp_channel: null, recovery_codes_remaining: 0 },
    missing_fields: [],
    kyc_status: 'approved',
    consent: {
      terms: { version: '2026-11', accepted_at: '2026-11-01T08:00:42.000Z' },
      privacy: { version: '2026-11', accepted_at: '2026-11-01T08:00:42.000Z' },
    },
    created_at: '2026-11-01T08:00:00.000Z',
    ...extra,
  };
}
