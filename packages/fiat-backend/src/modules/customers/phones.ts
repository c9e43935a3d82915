// Phones the bank sends codes to: mobile numbers only. libphonenumber-js's full metadata (`max`)
// knows each country's number plans, so a landline (+97141234567, Dubai) is told apart from a
// mobile (+971501234567); numbers a plan cannot tell apart (FIXED_LINE_OR_MOBILE, as in the US)
// are accepted.
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { ApiError } from '../../http/errors';

export const NOT_MOBILE = 'Give a mobile number: codes are sent to it by SMS or WhatsApp.';
const NOT_MOBILE_FIELD = 'Give a mobile number, e.g. +971501234567.';

/** A mobile number (the bank sends codes to it), E.164; undefined when not one. */
export function mobileNumber(value: string): string | undefined {
  try {
    const parsed = parsePhoneNumberWithError(value);
    const type = parsed.getType();
    return parsed.isValid() && (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE')
      ? parsed.number
      : undefined;
  } catch {
    return undefined;
  }
}

/** The number in E.164, or 400 `validation_error` on `field` saying a mobile number is needed. */
export function requireMobile(value: string, field = 'phone'): string {
  const phone = mobileNumber(value);
  if (!phone)
    throw new ApiError('validation_error', NOT_MOBILE, { fields: { [field]: NOT_MOBILE_FIELD } });
  return phone;
}
