// What money movements tell the rest of the bank after their commit: the notification centre
// (modules/notifications) turns them into notifications. Emitted only after the movement's
// transaction committed, and a failure to emit is logged by the emitter, never undoing the movement.
import type { TransactionStatus, TransactionType } from '../db/schema';

export type MoneyEvent =
  | {
      kind: 'money_in';
      transactionId: string;
      /** The wallet credited and its holder (a customer or a company). */
      walletId: string;
      ownerId: string;
      currency: string;
      amount: bigint;
      /** Who sent it, as the payee may see it. */
      from: string;
    }
  | {
      kind: 'transfer_status';
      transactionId: string;
      type: TransactionType;
      ownerId: string;
      /** Who made it (a company's preparer); null: the holder themselves. */
      createdBy: string | null;
      status: TransactionStatus;
      currency: string;
      amount: bigint;
      reason: string | null;
    };

export interface MoneyEvents {
  /** Never throws: failures are logged. */
  emit(event: MoneyEvent): Promise<void>;
}
