import { LoaderCircle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

type PageSpinnerProps = {
  label?: string;
  /** Show the label under the spinner, not only to assistive technology. */
  visibleLabel?: boolean;
};

/** Fills the space of a page that is still loading its code or checking the session. */
export function PageSpinner({ label = 'Loading', visibleLabel = false }: PageSpinnerProps) {
  return (
    <div className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3">
      {visibleLabel ? (
        <>
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
          <p role="status" className="text-sm text-muted-foreground">
            {label}
          </p>
        </>
      ) : (
        <Spinner className="size-8" label={label} />
      )}
    </div>
  );
}
