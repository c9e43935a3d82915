// GET /public/fees: the backend's fee schedule, the one the server charges (no login).
import type { ResponseBody, UserType, publicFees } from '@bank/api-contract';
import { api } from '@/api/api';

export type FeesAnswer = ResponseBody<typeof publicFees>;
export type FeeSchedule = FeesAnswer['data']['schedules'][number];

export function fetchFeeSchedule(customerType?: UserType) {
  return api().bare.call('publicFees', { searchParams: { customer_type: customerType } });
}
