// A registration in progress, kept in this tab's sessionStorage so a reload or the back button
// finds it (never the password: the server holds it from the password step on). The server says
// which step comes next; each screen checks it and sends a customer who arrives out of order to
// the right one.
import type { OtpChannel, RegistrationStep, UserType } from '@bank/api-contract';
import { PATHS } from '@/access/paths';

export interface Progress {
  token: string;
  userType: UserType;
  email: string;
  /** The server's next step. */
  step: RegistrationStep;
  expiresAt: string;
  channel?: OtpChannel;
  phoneHint?: string;
  /** When the last code was sent (resend cool-down). */
  sentAt?: number;
}

const KEY = 'registration';

export function readProgress(): Progress | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as Progress;
    if (!p.token || Date.parse(p.expiresAt) <= Date.now()) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return p;
  } catch {
    return null;
  }
}

export function saveProgress(p: Progress) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage blocked: progress then lasts while the page stays open.
  }
}

export function updateProgress(change: Partial<Progress>): Progress | null {
  const p = readProgress();
  if (!p) return null;
  const next = { ...p, ...change };
  saveProgress(next);
  return next;
}

export function clearProgress() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

export type Screen =
  | 'corporate_verify'
  | 'password'
  | 'personal_details'
  | 'generate_otp'
  | 'generate_otp_whatsapp'
  | 'verify_otp'
  | 'verify_otp_whatsapp'
  | 'otp_complete'
  | 'congrats'
  | 'verify_kyc_step_2';

const ORDER: readonly RegistrationStep[] = [
  'corporate_verify',
  'password',
  'personal_details',
  'generate_otp',
  'verify_otp',
  'complete',
  'verify_kyc_step_2',
];

/** The step each screen belongs to. */
const STEP_OF: Record<Screen, RegistrationStep> = {
  corporate_verify: 'corporate_verify',
  password: 'password',
  personal_details: 'personal_details',
  generate_otp: 'generate_otp',
  generate_otp_whatsapp: 'generate_otp',
  verify_otp: 'verify_otp',
  verify_otp_whatsapp: 'verify_otp',
  otp_complete: 'complete',
  congrats: 'verify_kyc_step_2',
  verify_kyc_step_2: 'verify_kyc_step_2',
};

/** The screen of the server's next step. */
export function screenOf(p: Progress): string {
  const whatsapp = p.channel === 'whatsapp';
  switch (p.step) {
    case 'generate_otp':
      return whatsapp ? PATHS.registrationGenerateOtpWhatsapp : PATHS.registrationGenerateOtp;
    case 'verify_otp':
      return whatsapp ? PATHS.registrationVerifyOtpWhatsapp : PATHS.registrationVerifyOtp;
    case 'complete':
      return PATHS.registrationOtpComplete;
    case 'verify_kyc_step_2':
      return PATHS.registrationCongrats;
    case 'corporate_verify':
      return PATHS.registrationCorporateVerify;
    case 'password':
      return PATHS.registrationPassword;
    case 'personal_details':
      return PATHS.registrationPersonalDetails;
  }
}

/**
 * Where a customer on `screen` should be instead, or null when the screen is right. A finished
 * step may be visited again (back to change the password or details) until the account exists;
 * a later one may not. The corporate code screen is for corporate registrations only.
 */
export function redirectFor(screen: Screen, p: Progress | null): string | null {
  if (!p) return PATHS.registration;
  const current = ORDER.indexOf(p.step);
  const wanted = ORDER.indexOf(STEP_OF[screen]);
  if (screen === 'corporate_verify' && p.userType !== 'corporate') return screenOf(p);
  if (p.step === 'verify_kyc_step_2') return wanted === current ? null : screenOf(p);
  if (wanted > current) return screenOf(p);
  // Codes are only worth entering for the step the server waits for.
  if ((STEP_OF[screen] === 'verify_otp' || screen === 'corporate_verify') && wanted !== current)
    return screenOf(p);
  return null;
}
