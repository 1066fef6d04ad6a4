import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { sectionAnchorClassName } from '@/lib/section-anchor';
import { AccountDeletionPanel } from './account-deletion-panel';
import { DataExportPanel } from './data-export-panel';

/** The anchor the "your data is ready" mail links to (/settings#your-data); Settings brings it into view. */
export const YOUR_DATA_ANCHOR = 'your-data';

/** Settings → Your data (issue 18; the privacy page's promises): a copy of everything, or deletion. */
export function YourDataSection() {
  const headingId = useId();

  return (
    <section id={YOUR_DATA_ANCHOR} tabIndex={-1} aria-labelledby={headingId} className={sectionAnchorClassName}>
      <Card className="gap-4 py-5">
        <CardHeader className="px-5 sm:px-6">
          <CardTitle asChild>
            <h2 id={headingId} className="flex items-center gap-2 text-lg">
              <ShieldCheck className="size-5" aria-hidden /> Your data
            </h2>
          </CardTitle>
          <CardDescription>Take a copy of everything your account holds, or delete your account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-5 sm:px-6">
          <DataExportPanel />
          <div className="border-t" role="presentation" />
          <AccountDeletionPanel />
        </CardContent>
      </Card>
    </section>
  );
}
