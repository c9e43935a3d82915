import { beforeEach, describe, expect, it } from 'vitest';
import type { Progress } from './progress';
import {
  clearProgress,
  readProgress,
  redirectFor,
  saveProgress,
  screenOf,
  updateProgress,
} from './progress';

const at = (step: Progress['step'], extra: Partial<Progress> = {}): Progress => ({
  token: 'registration-token-0123456789',
  userType: 'individual',
  email: 'noura@example.ae',
  step,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  ...extra,
});

beforeEach(() => clearProgress());

describe('registration progress', () => {
  it('survives a reload in this tab, but not its expiry', () => {
    saveProgress(at('password'));
    expect(readProgress()?.step).toBe('password');
    updateProgress({ step: 'personal_details' });
    expect(readProgress()?.step).toBe('personal_details');
    saveProgress(at('password', { expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(readProgress()).toBeNull();
  });

  it('maps the server’s next step to its screen, in the channel chosen', () => {
    expect(screenOf(at('password'))).toBe('/registration/password');
    expect(screenOf(at('generate_otp'))).toBe('/registration/generate_otp');
    expect(screenOf(at('verify_otp', { channel: 'whatsapp' }))).toBe(
      '/registration/verify_otp_whatsapp',
    );
    expect(screenOf(at('complete'))).toBe('/registration/otp_complete');
    expect(screenOf(at('verify_kyc_step_2'))).toBe('/registration/congrats');
  });

  it('sends a customer who arrives without a registration to the start', () => {
    expect(redirectFor('password', null)).toBe('/registration');
  });

  it('sends a step reached too early to the one the server waits for', () => {
    expect(redirectFor('personal_details', at('password'))).toBe('/registration/password');
    expect(redirectFor('otp_complete', at('verify_otp', { channel: 'sms' }))).toBe(
      '/registration/verify_otp',
    );
    expect(redirectFor('congrats', at('complete'))).toBe('/registration/otp_complete');
  });

  it('lets the customer go back to change the password, details or channel before the account exists', () => {
    expect(redirectFor('password', at('generate_otp'))).toBeNull();
    expect(redirectFor('personal_details', at('verify_otp'))).toBeNull();
    expect(redirectFor('generate_otp_whatsapp', at('verify_otp', { channel: 'sms' }))).toBeNull();
  });

  it('keeps code screens for the step that waits for a code', () => {
    expect(redirectFor('verify_otp', at('complete'))).toBe('/registration/otp_complete');
    expect(redirectFor('corporate_verify', at('password', { userType: 'corporate' }))).toBe(
      '/registration/password',
    );
    expect(redirectFor('corporate_verify', at('password'))).toBe('/registration/password');
  });

  it('after the account exists, allows only the welcome and identity screens', () => {
    expect(redirectFor('password', at('verify_kyc_step_2'))).toBe('/registration/congrats');
    expect(redirectFor('congrats', at('verify_kyc_step_2'))).toBeNull();
    expect(redirectFor('verify_kyc_step_2', at('verify_kyc_step_2'))).toBeNull();
  });
});
