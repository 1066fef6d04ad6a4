import { useMutation } from '@tanstack/react-query';
import { submissionConfirmation, type JobApplicationBody, type SubmissionConfirmation } from '@shared/contract/public-forms';
import { apiRequest } from '@/lib/api-request';

export async function applyForJob(body: JobApplicationBody): Promise<SubmissionConfirmation> {
  return submissionConfirmation.parse(await apiRequest('POST', '/api/public/job-applications', body));
}

export function useApplyForJob() {
  return useMutation({ mutationFn: applyForJob });
}
