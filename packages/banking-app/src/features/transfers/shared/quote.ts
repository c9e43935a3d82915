// A quote as the flows keep it in their drafts: enough to show the rate and to send before it expires.
export interface QuoteSnapshot {
  quoteId: string;
  rate: string;
  inverseRate: string;
  fromCurrency: string;
  toCurrency: string;
  /** What leaves (fee excluded) and what arrives, in minor units. */
  sellMinor: string;
  buyMinor: string;
  /** What arrives as a decimal amount (a virtual asset's display). */
  buyAmount: string;
  feeMinor: string;
  totalMinor: string;
  expiresAt: string;
  /** The rate of the quote this one replaced, when it differs: the review says so. */
  previousRate?: string;
}

interface FxQuoteAnswer {
  quote_id: string;
  rate: string;
  inverse_rate: string;
  from_currency: string;
  to_currency: string;
  sell: { minor: string };
  buy: { minor: string; amount: string };
  fee: { minor: string };
  total_debit: { minor: string };
  expires_at: string;
}

/** The snapshot of a quote answer; a refreshed quote remembers the rate it replaced when it changed. */
export function snapshotOf(
  q: FxQuoteAnswer,
  replaced?: Pick<QuoteSnapshot, 'rate' | 'previousRate'>,
): QuoteSnapshot {
  const previous = replaced && replaced.rate !== q.rate ? replaced.rate : replaced?.previousRate;
  return {
    quoteId: q.quote_id,
    rate: q.rate,
    inverseRate: q.inverse_rate,
    fromCurrency: q.from_currency,
    toCurrency: q.to_currency,
    sellMinor: q.sell.minor,
    buyMinor: q.buy.minor,
    buyAmount: q.buy.amount,
    feeMinor: q.fee.minor,
    totalMinor: q.total_debit.minor,
    expiresAt: q.expires_at,
    ...(previous && previous !== q.rate ? { previousRate: previous } : {}),
  };
}

export const isExpired = (q: QuoteSnapshot, now = Date.now()) => Date.parse(q.expiresAt) <= now;
