// The security limits: rate limits per IP, account and subject, lockout after failed logins, and
// the attempts and lifetime of one-time codes (the configuration takes them from here).
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface Limits {
  loginPerIp: RateLimitRule;
  loginPerAccount: RateLimitRule;
  codeSendPerIp: RateLimitRule;
  codeSendPerSubject: RateLimitRule;
  codeVerifyPerIp: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerEmail: RateLimitRule;
  registrationPerIp: RateLimitRule;
  /** Look-ups of a new internal recipient (confirmation of payee) per customer: enough to pay, too few to probe. */
  recipientLookupPerCustomer: RateLimitRule;
  /** Instant payments' proxy look-ups (issue 27): a directory of numbers must not be scraped. */
  proxyLookupPerCustomer: RateLimitRule;
  /**
   * Instant payments to a proxy per customer: their own bucket, so paying the same friend often
   * never spends the look-ups; still bounded, as an unknown proxy's 404 answers a payment too.
   */
  proxyPaymentPerCustomer: RateLimitRule;
  /** Requests for money per customer (issue 27): nobody may be flooded with requests. */
  moneyRequestPerCustomer: RateLimitRule;
  /** A pay link's public page per address: a token cannot be guessed, nor its page hammered. */
  payLinkPerIp: RateLimitRule;
  /** Failed logins before the first lockout; each further failure doubles it. */
  lockoutThreshold: number;
  lockoutBaseSeconds: number;
  lockoutMaxSeconds: number;
  /** Wrong codes per code, per mfa_token and per pending authenticator. */
  codeAttempts: number;
  codeTtlSeconds: number;
}

export const defaultLimits: Limits = {
  loginPerIp: { limit: 50, windowSeconds: 900 },
  loginPerAccount: { limit: 20, windowSeconds: 900 },
  codeSendPerIp: { limit: 20, windowSeconds: 900 },
  codeSendPerSubject: { limit: 5, windowSeconds: 900 },
  codeVerifyPerIp: { limit: 60, windowSeconds: 900 },
  resetPerIp: { limit: 10, windowSeconds: 900 },
  resetPerEmail: { limit: 3, windowSeconds: 3600 },
  registrationPerIp: { limit: 20, windowSeconds: 3600 },
  recipientLookupPerCustomer: { limit: 20, windowSeconds: 3600 },
  proxyLookupPerCustomer: { limit: 30, windowSeconds: 3600 },
  proxyPaymentPerCustomer: { limit: 300, windowSeconds: 3600 },
  moneyRequestPerCustomer: { limit: 30, windowSeconds: 3600 },
  payLinkPerIp: { limit: 120, windowSeconds: 60 },
  lockoutThreshold: 5,
  lockoutBaseSeconds: 60,
  lockoutMaxSeconds: 3600,
  codeAttempts: 5,
  codeTtlSeconds: 300,
};
