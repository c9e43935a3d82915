import type { UiMessages } from '../../i18n/messages';

/** StatusBadge's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const statusBadgeEn: Pick<
  UiMessages,
  | 'statusPending'
  | 'statusProcessing'
  | 'statusCompleted'
  | 'statusFailed'
  | 'statusReturned'
  | 'statusAwaitingApproval'
  | 'statusApproved'
  | 'statusRejected'
  | 'statusCancelled'
  | 'statusScheduled'
  | 'statusExpired'
> = {
  statusPending: 'Pending',
  statusProcessing: 'Processing',
  statusCompleted: 'Completed',
  statusFailed: 'Failed',
  statusReturned: 'Returned',
  statusAwaitingApproval: 'Awaiting approval',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  statusCancelled: 'Cancelled',
  statusScheduled: 'Scheduled',
  statusExpired: 'Expired',
};
