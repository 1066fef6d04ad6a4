import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ResetLinkSent({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <div className="grid gap-5 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for <span className="font-medium text-foreground">{email}</span>, a password reset
          link is on its way. It can take a few minutes to arrive.
        </p>
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={onTryAgain}>
        Try Again
      </Button>
    </div>
  );
}
