// The contact form's rules, as plain functions (the page and its tests share them).
import { isEmail } from '@bank/lookups/identity';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;
// A UAE number (+971 or 0, then 8 or 9 digits) or any international number with + and 8–15 digits.
const PHONE = /^(?:(?:\+971|00971|0)[1-9]\d{7,8}|\+[1-9]\d{7,14})$/;

/** Error message keys (in `public/contact`) for each wrong field, in form order. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'errors.nameMissing';
  else if (values.name.trim().length > 100) errors.name = 'errors.nameLong';
  if (!values.email.trim()) errors.email = 'errors.emailMissing';
  else if (!isEmail(values.email)) errors.email = 'errors.emailFormat';
  const phone = values.phone.replace(/[\s()-]/g, '');
  if (phone && !PHONE.test(phone)) errors.phone = 'errors.phoneFormat';
  if (!values.topic) errors.topic = 'errors.topicMissing';
  const message = values.message.trim();
  if (!message) errors.message = 'errors.messageMissing';
  else if (message.length < MESSAGE_MIN) errors.message = 'errors.messageShort';
  else if (message.length > MESSAGE_MAX) errors.message = 'errors.messageLong';
  return errors;
}
