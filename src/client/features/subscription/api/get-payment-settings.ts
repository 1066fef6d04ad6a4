import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentSettingsResponse, type PaymentSettingsResponse } from '@shared/contract/subscriptions';
import { apiRequest } from '@/lib/api-request';
import { subscriptionKeys } from './subscription-keys';

/** Which provider takes card and wallet payments, and whether the server runs in test mode. */
export async function fetchPaymentSettings(): Promise<PaymentSettingsResponse> {
  return paymentSettingsResponse.parse(await apiRequest('GET', '/api/subscription/payment-settings'));
}

export const paymentSettingsQuery = queryOptions({
  queryKey: subscriptionKeys.paymentSettings,
  queryFn: fetchPaymentSettings,
});

export function usePaymentSettings() {
  return useQuery(paymentSettingsQuery);
}
