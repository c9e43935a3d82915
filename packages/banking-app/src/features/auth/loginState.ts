// A login between its steps (password → second factor → missing details). Held in memory only:
// the password never reaches storage, and a reload starts the login again at /login.
import type { MfaMethod, MissingField, OtpChannel } from '@bank/api-contract';

export interface PendingLogin {
  email: string;
  password: string;
  /** Where the customer was going when the guard sent them to /login. */
  from?: string;
  mfa?: {
    token: string;
    expiresAt: number;
    methods: MfaMethod[];
    enrollmentRequired: boolean;
    phoneHint: string | null;
    /** The channel the customer last used: chosen already on /login/generate_otp. */
    preferredChannel: OtpChannel | null;
    /** The channel of the last code sent, and when it was sent (for the resend cool-down). */
    channel?: OtpChannel;
    sentAt?: number;
  };
  update?: { token: string; expiresAt: number; missing: MissingField[] };
}

let pending: PendingLogin | null = null;

export function pendingLogin(): PendingLogin | null {
  return pending;
}

export function setPendingLogin(next: PendingLogin | null) {
  pending = next;
}

export function updatePendingLogin(change: Partial<PendingLogin>) {
  if (pending) pending = { ...pending, ...change };
}
