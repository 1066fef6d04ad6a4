import { ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** The master account has Enterprise for life, so the page offers nothing to buy (spec §6). */
export function MasterAccountNotice() {
  return (
    <Card className="mx-auto w-full max-w-xl flex-row items-start gap-4 px-5 sm:px-6">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-from to-brand-to text-white">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold tracking-tight">Enterprise, with no billing</h2>
        <p className="text-sm text-muted-foreground">
          Your master account has every Enterprise feature with no limits, for life. There is nothing to pay and no
          plan to choose.
        </p>
      </div>
    </Card>
  );
}
