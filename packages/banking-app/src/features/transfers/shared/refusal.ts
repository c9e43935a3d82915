// A refusal of the bank, carried to the step that can fix it (navigation state), where it is shown
// next to the kept values. Its words: ours for the reason, the server's (English, specific: what is
// left of a limit, the codes that replace a withdrawn one) as the detail.
import { useLocation } from 'react-router-dom';

export interface Refusal {
  code: string;
  /** The server's words. */
  message: string;
  fields?: Record<string, string>;
}

export const refusalOf = (res: {
  statusText: string;
  error?: { code: string; message?: string; fields?: Record<string, string> };
}): Refusal => ({
  code: res.error?.code ?? 'network',
  message: res.error?.message ?? res.statusText,
  ...(res.error?.fields ? { fields: res.error.fields } : {}),
});

/** The refusal a step was sent here with, if any. */
export function useArrivedRefusal(): Refusal | undefined {
  const state = useLocation().state as { refusal?: Refusal } | null;
  return state?.refusal;
}

/** Where an internal or external transfer's refusal is fixed: the amount, the recipient, the review or right here. */
export function stepFixing(
  code: string,
  fields: Record<string, string> = {},
): 'recipient' | 'amount' | 'purpose' | 'review' | 'here' {
  if (code === 'insufficient_funds' || code === 'limit_exceeded' || code === 'currency_not_allowed')
    return 'amount';
  if (code === 'quote_expired' || code === 'quote_invalid' || code === 'idempotency_key_reused')
    return 'review';
  if (code === 'not_found') return 'recipient';
  if (code === 'validation_error') {
    if (fields.purpose_code) return 'purpose';
    if (fields.amount || fields.amount_minor || fields.buy_amount_minor || fields.quote_id)
      return 'amount';
    if (
      fields.beneficiary_id ||
      fields.to_account_number ||
      fields.to_email ||
      fields.to_currency ||
      fields.to_wallet_id ||
      Object.keys(fields).some((f) => f.startsWith('beneficiary'))
    )
      return 'recipient';
  }
  return 'here';
}
