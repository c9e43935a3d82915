// The card payment provider, as a sandbox that really works locally: it checks the card, keeps
// its own record of each payment (never the full number or the code), authorises, captures and
// later settles captured payments to the bank in a batch. Requests are idempotent by reference.
// Test cards (any future expiry, any 3-digit code): 4242 4242 4242 4242 and 5555 5555 5555 4444
// succeed; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds;
// 4000 0000 0000 0069 is expired at the issuer; 4000 0000 0000 0127 fails the security code.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export interface CardAuthorisation {
  paymentId: string;
  status: 'authorised' | 'declined' | 'captured' | 'settled';
  brand: string;
  last4: string;
  declineCode: string | null;
  declineMessage: string | null;
}

export interface SettledPayment {
  paymentId: string;
  reference: string;
  amount: bigint;
  currency: string;
}

export interface CardProvider {
  authorise(request: {
    reference: string;
    amount: bigint;
    currency: string;
    card: CardDetails;
  }): Promise<CardAuthorisation>;
  capture(paymentId: string): Promise<void>;
  /** Settles every captured payment (the provider's daily batch, run by the sandbox worker). */
  settle(): Promise<SettledPayment[]>;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

const DECLINES: Record<string, [string, string]> = {
  '4000000000000002': ['card_declined', 'The card was declined by its issuer.'],
  '4000000000009995': ['insufficient_funds', 'The card has insufficient funds.'],
  '4000000000000069': ['expired_card', 'The card has expired.'],
  '4000000000000127': ['incorrect_cvc', "The card's security code is not correct."],
};

export class SandboxCardProvider implements CardProvider {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
  ) {}

  async authorise(request: {
    reference: string;
    amount: bigint;
    currency: string;
    card: CardDetails;
  }): Promise<CardAuthorisation> {
    const existing = await this.db
      .selectFrom('card_payments')
      .selectAll()
      .where('reference', '=', request.reference)
      .executeTakeFirst();
    if (existing) return this.view(existing);
    const digits = request.card.number.replace(/\D/g, '');
    const decline = DECLINES[digits];
    const row = await this.db
      .insertInto('card_payments')
      .values({
        id: `pay_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        fingerprint: createHmac('sha256', this.key).update(digits).digest('hex').slice(0, 32),
        status: decline ? 'declined' : 'authorised',
        decline_code: decline?.[0] ?? null,
        created_at: this.clock.now(),
        captured_at: null,
        settled_at: null,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    const stored =
      row ??
      (await this.db
        .selectFrom('card_payments')
        .selectAll()
        .where('reference', '=', request.reference)
        .executeTakeFirstOrThrow());
    return this.view(stored);
  }

  async capture(paymentId: string): Promise<void> {
    await this.db
      .updateTable('card_payments')
      .set({ status: 'captured', captured_at: this.clock.now() })
      .where('id', '=', paymentId)
      .where('status', '=', 'authorised')
      .execute();
  }

  async settle(): Promise<SettledPayment[]> {
    const rows = await this.db
      .updateTable('card_payments')
      .set({ status: 'settled', settled_at: this.clock.now() })
      .where('status', '=', 'captured')
      .returning(['id', 'reference', 'amount', 'currency'])
      .execute();
    return rows.map((r) => ({
      paymentId: r.id,
      reference: r.reference,
      amount: r.amount,
      currency: r.currency,
    }));
  }

  private view(row: {
    id: string;
    status: CardAuthorisation['status'];
    brand: string;
    last4: string;
    decline_code: string | null;
  }): CardAuthorisation {
    const message = row.decline_code
      ? (Object.values(DECLINES).find(([code]) => code === row.decline_code)?.[1] ??
        'The card was declined.')
      : null;
    return {
      paymentId: row.id,
      status: row.status,
      brand: row.brand,
      last4: row.last4,
      declineCode: row.decline_code,
      declineMessage: message,
    };
  }
}
