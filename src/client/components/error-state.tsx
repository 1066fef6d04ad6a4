import { AlertCircle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ErrorStateProps = {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
};

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ title, description, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center',
        className,
      )}
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden />
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
