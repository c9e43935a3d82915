// GET /public/fees: the backend's fee schedule, the one the server charges (no login).
import type { ResponseBody, UserType, publicFees } from '@bank/api-contract';
import { api } from '@/api/api';
import type { ApiResponse } from '@/api/client';

export type FeesAnswer = ResponseBody<typeof publicFees>;
export type FeeSchedule = FeesAnswer['data']['schedules'][number];

export function fetchFeeSchedule(customerType?: UserType): Promise<ApiResponse<FeesAnswer>> {
  return api().bare.get<FeesAnswer>('public/fees', { searchParams: { customer_type: customerType } });
}
