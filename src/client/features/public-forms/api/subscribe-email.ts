import { useMutation } from '@tanstack/react-query';
import { submissionConfirmation, type EmailSubscriptionBody, type SubmissionConfirmation } from '@shared/contract/public-forms';
import { apiRequest } from '@/lib/api-request';

export async function subscribeEmail(body: EmailSubscriptionBody): Promise<SubmissionConfirmation> {
  return submissionConfirmation.parse(await apiRequest('POST', '/api/public/email-subscriptions', body));
}

export function useSubscribeEmail() {
  return useMutation({ mutationFn: subscribeEmail });
}
