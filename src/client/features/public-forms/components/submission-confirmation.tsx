import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

type SubmissionConfirmationProps = {
  title: string;
  /** The server's confirmation text. */
  message: string;
  /** e.g. "Send another message" or the dialog's Close button. */
  action?: ReactNode;
  className?: string;
};

/** Takes the form's place once it went through; announced to screen readers as it appears. */
export function SubmissionConfirmation({ title, message, action, className }: SubmissionConfirmationProps) {
  return (
    <div role="status" className={cn('grid justify-items-start gap-3 rounded-xl border border-success/40 bg-card p-5 text-card-foreground shadow-xs', className)}>
      <div className="flex items-center gap-2">
        <CircleCheck className="size-5 shrink-0 text-success" aria-hidden />
        <p className="font-semibold">{title}</p>
      </div>
      <p className="text-sm leading-relaxed">{message}</p>
      {action}
    </div>
  );
}
