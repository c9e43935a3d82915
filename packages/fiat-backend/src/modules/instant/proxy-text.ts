// What a payer types as a proxy, read the one way the directory keeps it: a mobile number in E.164
// (a UAE number may be written the local way, "050 123 4567") or an e-mail address in lower case;
// and how a payee's name is shown to a payer who has only their number (masked, letter by letter).
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { emailSchema, type ProxyKind } from '@bank/api-contract';
import { ApiError } from '../../http/errors';
import { normaliseEmail } from '../customers/customers';

const NOT_A_PROXY =
  'Enter a mobile number (such as 050 123 4567 or +971 50 123 4567) or an e-mail address.';

export interface ProxyValue {
  kind: ProxyKind;
  value: string;
}

function mobileOf(text: string): string | undefined {
  try {
    const parsed = parsePhoneNumberWithError(text, 'AE');
    const type = parsed.getType();
    return parsed.isValid() && (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE')
      ? parsed.number
      : undefined;
  } catch {
    return undefined;
  }
}

/** The proxy in its directory form, or 400 `validation_error` on `field` when it is neither. */
export function readProxy(text: string, field = 'proxy'): ProxyValue {
  const trimmed = text.trim();
  if (trimmed.includes('@')) {
    const email = emailSchema.safeParse(trimmed);
    if (email.success) return { kind: 'email', value: normaliseEmail(email.data) };
  } else {
    const mobile = mobileOf(trimmed);
    if (mobile) return { kind: 'mobile', value: mobile };
  }
  throw new ApiError('validation_error', NOT_A_PROXY, { fields: { [field]: NOT_A_PROXY } });
}

const LETTER = /\p{L}/u;

/**
 * One word of a name masked: its first two letters kept (after a family prefix such as "Al-", its
 * first letter), the others starred: "Omar" → "Om**", "Al-Hashmi" → "Al-H****".
 */
function maskWord(word: string): string {
  const hyphen = word.indexOf('-');
  if (hyphen > 0 && hyphen < word.length - 1) {
    const rest = Array.from(word.slice(hyphen + 1));
    return `${word.slice(0, hyphen + 1)}${rest[0] ?? ''}${rest
      .slice(1)
      .map((c) => (LETTER.test(c) ? '*' : c))
      .join('')}`;
  }
  const chars = Array.from(word);
  const keep = chars.length <= 2 ? 1 : 2;
  return chars.map((c, i) => (i < keep || !LETTER.test(c) ? c : '*')).join('');
}

/** A person's name as a payer by proxy sees it: enough to recognise, not enough to learn it. */
export function maskName(first: string | null, last: string | null): string {
  const words = [first, last]
    .filter((w): w is string => Boolean(w))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 ? words.map(maskWord).join(' ') : 'Customer';
}

/** How a proxy is shown on a receipt: a number in international groups, an address as typed. */
export function displayProxy(proxy: ProxyValue): string {
  if (proxy.kind === 'email') return proxy.value;
  try {
    return parsePhoneNumberWithError(proxy.value).formatInternational();
  } catch {
    return proxy.value;
  }
}
