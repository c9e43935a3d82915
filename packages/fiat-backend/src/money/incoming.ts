// Money arriving from outside: a bank transfer to a wallet's virtual IBAN (a bank-transfer
// top-up) and a virtual-asset deposit to a custody address. Each is credited once per external
// reference (the sending bank's end-to-end id, the chain's transaction hash).
import { electronicFormatIBAN } from 'ibantools';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { CryptoAddressesTable, Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { parseMinor, requireAsset } from './assets';
import { inTransaction } from './idempotency';
import { maskAccount } from './common';
import type { MoneyEvents } from './events';
import type { Db, Ledger } from './ledger';
import { insertValues, type Details } from './records';

/** What crediting money from outside needs (the server's context has it all). */
export interface IncomingDeps {
  db: Kysely<Database>;
  clock: Clock;
  ledger: Ledger;
  /** Told of each credit after its commit (the notification centre); a duplicate tells nothing. */
  events?: MoneyEvents;
  /** The custody provider's address book: which wallet a deposit address belongs to. */
  custody: {
    resolve(
      db: Db,
      address: string,
      memo: string | null,
    ): Promise<Selectable<CryptoAddressesTable> | undefined>;
  };
}

export interface Credited {
  transaction_id: string;
  wallet_id: string;
  duplicate: boolean;
}

async function credit(
  ctx: IncomingDeps,
  input: {
    walletId: string;
    currency: string;
    amount: bigint;
    type: 'topup_bank_transfer' | 'crypto_deposit';
    externalRef: string;
    source: 'settlement' | 'custody';
    ownerId: string;
    details: Details;
    reference: string | null;
  },
  at: Date,
): Promise<Credited> {
  const credited = await inTransaction(ctx.db, async (tx) => {
    const id = crypto.randomUUID();
    const row = insertValues(
      {
        id,
        type: input.type,
        status: 'completed',
        owner_id: input.ownerId,
        created_by: null,
        counterparty_owner_id: null,
        from_account_id: null,
        to_account_id: input.walletId,
        currency: input.currency,
        amount: input.amount,
        external_ref: input.externalRef,
        reference: input.reference,
        details: input.details,
      },
      at,
    );
    const inserted = await tx
      .insertInto('transactions')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['type', 'external_ref']).where('external_ref', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await tx
        .selectFrom('transactions')
        .select(['id', 'to_account_id'])
        .where('type', '=', input.type)
        .where('external_ref', '=', input.externalRef)
        .executeTakeFirstOrThrow();
      return {
        transaction_id: existing.id,
        wallet_id: existing.to_account_id ?? input.walletId,
        duplicate: true,
      };
    }
    await ctx.ledger.post(
      tx,
      id,
      input.type,
      [
        {
          account: ctx.ledger.bankAccount(input.source, input.currency),
          currency: input.currency,
          amount: -input.amount,
        },
        { account: input.walletId, currency: input.currency, amount: input.amount, wallet: true },
      ],
      at,
    );
    return { transaction_id: id, wallet_id: input.walletId, duplicate: false };
  });
  if (!credited.duplicate)
    await ctx.events?.emit({
      kind: 'money_in',
      transactionId: credited.transaction_id,
      walletId: input.walletId,
      ownerId: input.ownerId,
      currency: input.currency,
      amount: input.amount,
      from: input.details.counterparty?.name ?? 'A sender',
    });
  return credited;
}

export async function creditIncomingTransfer(
  ctx: IncomingDeps,
  input: {
    iban: string;
    /** Integer minor units of the currency, as a string of digits: "150000" for 1,500.00 AED. */
    amountMinor: string;
    currency: string;
    senderName: string;
    reference?: string | undefined;
    endToEndId?: string | undefined;
  },
  at = ctx.clock.now(),
): Promise<Credited> {
  const iban = electronicFormatIBAN(input.iban) ?? '';
  const wallet = await ctx.db
    .selectFrom('accounts')
    .selectAll()
    .where('iban', '=', iban)
    .where('kind', '=', 'wallet')
    .executeTakeFirst();
  if (!wallet)
    throw new ApiError(
      'not_found',
      `No wallet has the IBAN ${input.iban}: the transfer would be returned to the sender.`,
    );
  const asset = requireAsset(input.currency);
  if (asset.code !== wallet.currency) {
    throw new ApiError(
      'currency_not_allowed',
      `The IBAN ${iban} is a ${wallet.currency} wallet; a ${asset.code} transfer would be returned to the sender.`,
    );
  }
  const amount = parseMinor(input.amountMinor, asset);
  return credit(
    ctx,
    {
      walletId: wallet.id,
      currency: wallet.currency,
      amount,
      type: 'topup_bank_transfer',
      externalRef: input.endToEndId ?? crypto.randomUUID(),
      source: 'settlement',
      ownerId: wallet.owner_id ?? '',
      reference: input.reference ?? null,
      details: {
        counterparty: { name: input.senderName, detail: input.reference ?? 'Bank transfer' },
      },
    },
    at,
  );
}

export async function creditCryptoDeposit(
  ctx: IncomingDeps,
  input: {
    address: string;
    memo?: string | undefined;
    asset: string;
    /** Integer minor units of the currency, as a string of digits: "150000" for 1,500.00 AED. */
    amountMinor: string;
    txHash?: string | undefined;
  },
  at = ctx.clock.now(),
): Promise<Credited> {
  const target = await ctx.custody.resolve(ctx.db, input.address, input.memo ?? null);
  if (!target) {
    throw new ApiError(
      'not_found',
      input.memo
        ? 'No wallet has this address and memo.'
        : 'No wallet has this deposit address (a memo may be missing).',
    );
  }
  const asset = requireAsset(input.asset, 'asset');
  if (asset.code !== target.asset)
    throw new ApiError(
      'currency_not_allowed',
      `This address receives ${target.asset}, not ${asset.code}.`,
    );
  const wallet = await ctx.db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', target.wallet_id)
    .executeTakeFirstOrThrow();
  const amount = parseMinor(input.amountMinor, asset);
  const txHash =
    input.txHash ??
    `0x${crypto.randomUUID().replace(/-/g, '')}${crypto.randomUUID().replace(/-/g, '')}`;
  return credit(
    ctx,
    {
      walletId: wallet.id,
      currency: wallet.currency,
      amount,
      type: 'crypto_deposit',
      externalRef: `${target.network}:${txHash}`,
      source: 'custody',
      ownerId: wallet.owner_id ?? '',
      reference: null,
      details: {
        counterparty: {
          name: `${asset.code} deposit`,
          detail: `${target.network} · ${maskAccount(target.address)}`,
        },
        crypto: { network: target.network, address: target.address, tx_hash: txHash },
      },
    },
    at,
  );
}
