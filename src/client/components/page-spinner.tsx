import { Spinner } from '@/components/ui/spinner';

/** Fills the space of a page that is still loading its code or checking the session. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
