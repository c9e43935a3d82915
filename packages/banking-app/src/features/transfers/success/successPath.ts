import { PATHS, withQuery } from '@/access/paths';

export type FlowKind = 'internal' | 'external' | 'conversion' | 'instant';

/** The success page of a flow's transaction (the id in the address: a reload shows it again). */
export const successPath = (flow: FlowKind, transactionId: string) =>
  withQuery(flow === 'conversion' ? PATHS.conversionSuccess : PATHS.transactionSuccess, {
    transaction_id: transactionId,
    flow,
  });
