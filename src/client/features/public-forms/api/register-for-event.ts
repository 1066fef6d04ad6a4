import { useMutation } from '@tanstack/react-query';
import { submissionConfirmation, type EventRegistrationBody, type SubmissionConfirmation } from '@shared/contract/public-forms';
import { apiRequest } from '@/lib/api-request';

export async function registerForEvent(body: EventRegistrationBody): Promise<SubmissionConfirmation> {
  return submissionConfirmation.parse(await apiRequest('POST', '/api/public/event-registrations', body));
}

export function useRegisterForEvent() {
  return useMutation({ mutationFn: registerForEvent });
}
