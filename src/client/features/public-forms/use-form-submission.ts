import { useState } from 'react';
import type { SubmissionConfirmation } from '@shared/contract/public-forms';
import { toast } from '@/components/ui/use-toast';
import { submissionErrorMessage } from './submission-error';

interface SubmissionCopy {
  /** The toast's title when the server has stored the submission. */
  sentTitle: string;
  /** The toast's title when it has not. */
  failedTitle: string;
  /** The reason given when the server gave none. */
  fallback: string;
}

/**
 * Sends a public form the same way everywhere: on success a toast and `onSent` with the
 * server's confirmation; on failure a toast and `failure` (for the form's alert) with the reason,
 * so nothing the visitor typed is lost.
 */
export function useFormSubmission<Body>(
  send: (body: Body) => Promise<SubmissionConfirmation>,
  copy: SubmissionCopy,
  onSent: (confirmation: string) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (body: Body) => {
    setFailure(null);
    try {
      const { message } = await send(body);
      toast({ title: copy.sentTitle, description: message });
      onSent(message);
    } catch (error) {
      const reason = submissionErrorMessage(error, copy.fallback);
      setFailure(reason);
      toast({ variant: 'destructive', title: copy.failedTitle, description: reason });
    }
  };
  return { failure, submit };
}
