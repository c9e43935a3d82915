// The UAE's instant payment platform (Aani) as a sandbox that really works locally, for proxies at
// other banks (issue 27). A proxy nobody links at this bank is asked of the platform's directory; a
// payment to one it knows leaves the bank as an external transfer marked by the platform's reference
// (`IPP…`) and advances on the platform's own clock (the rail, src/money/rail.ts): sent (pending),
// accepted by the receiving bank (processing), settled (completed) or rejected with a reason
// (failed: the amount comes back), one step every INSTANT_PLATFORM_STEP_SECONDS (1 s by default).
//
// The sandbox's directory, fixed so that tests and demos can rely on it:
// - mobile numbers +971 58 … (written any way, "058 123 4567") and addresses at otherbank.example
//   are at another bank; which one, and the holder's name, follow from the proxy itself;
// - a payment whose reference contains REJECT is rejected by the receiving bank at settlement
//   ("the account is closed"), as the external rail's FAIL.
// Everything else is unknown to the platform too: one not_found, whatever the reason.
import { createHash } from 'node:crypto';

/** The platform's reference prefix on a payment it carries (transactions.external_ref). */
export const PLATFORM_REF_PREFIX = 'IPP';

/** A proxy's holder at another bank, as the platform's directory answers. */
export interface PlatformPayee {
  firstName: string;
  lastName: string;
  bankName: string;
  bic: string;
}

const BANKS = [
  { bankName: 'Emirates Sandbox Bank', bic: 'ESBKAEAD' },
  { bankName: 'Gulf Sandbox Bank', bic: 'GSBKAEAD' },
  { bankName: 'Oasis Sandbox Bank', bic: 'OSBKAEAD' },
] as const;
const FIRST = ['Aisha', 'Khalid', 'Fatima', 'Rashid', 'Noor', 'Yousef', 'Hessa', 'Saeed'];
const LAST = ['Al-Mazrouei', 'Al-Suwaidi', 'Al-Ketbi', 'Al-Nuaimi', 'Al-Shamsi', 'Al-Dhaheri'];

const OTHER_MOBILE = /^\+97158\d{7}$/;
const OTHER_DOMAIN = '@otherbank.example';

/** Who the platform says holds a proxy at another bank; undefined when it knows nobody there. */
export function platformLookup(proxy: {
  kind: 'mobile' | 'email';
  value: string;
}): PlatformPayee | undefined {
  const known =
    proxy.kind === 'mobile' ? OTHER_MOBILE.test(proxy.value) : proxy.value.endsWith(OTHER_DOMAIN);
  if (!known) return undefined;
  const digest = createHash('sha256').update(`${proxy.kind}:${proxy.value}`).digest();
  const bank = BANKS[digest[0]! % BANKS.length]!;
  return {
    firstName: FIRST[digest[1]! % FIRST.length]!,
    lastName: LAST[digest[2]! % LAST.length]!,
    ...bank,
  };
}

/** The receiving bank's answer at settlement: undefined (settled), or why it rejected the payment. */
export function platformRejection(reference: string | null): string | undefined {
  return /REJECT/i.test(reference ?? '')
    ? "The receiving bank rejected the instant payment: the payee's account is closed (sandbox: reference contains REJECT). The amount was refunded."
    : undefined;
}

/** A new platform reference for a payment: IPP and 16 characters. */
export function platformReference(): string {
  return `${PLATFORM_REF_PREFIX}${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
}
