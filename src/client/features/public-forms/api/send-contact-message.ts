import { useMutation } from '@tanstack/react-query';
import { submissionConfirmation, type ContactMessageBody, type SubmissionConfirmation } from '@shared/contract/public-forms';
import { apiRequest } from '@/lib/api-request';

export async function sendContactMessage(body: ContactMessageBody): Promise<SubmissionConfirmation> {
  return submissionConfirmation.parse(await apiRequest('POST', '/api/public/contact-messages', body));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
