// Authenticator apps: TOTP (RFC 6238, SHA-1, 6 digits, 30 s) with otplib; QR with `qrcode`.
// A code is accepted from the previous, current or next step, and never twice (replay).
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD = 30;

/** `issuer` is the bank's name: the authenticator app lists the code under it. */
export async function newTotpSetup(accountLabel: string, issuer: string) {
  const secret = generateSecret();
  const otpauth_uri = generateURI({ issuer, label: accountLabel, secret });
  const qr_code = await QRCode.toDataURL(otpauth_uri, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
  });
  return { secret, otpauth_uri, qr_code };
}

/** The matched time step, or null. `afterStep` rejects a step already used. */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep?: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: PERIOD,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : Math.floor(epoch / PERIOD);
}

/** For tests and the seed: the code an authenticator would show at `now`. */
export function totpAt(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}
