import { ShieldCheck } from 'lucide-react';
import { SettingsSection } from '@/components/settings-section';
import { AccountDeletionPanel } from './account-deletion-panel';
import { DataExportPanel } from './data-export-panel';

/** The anchor the "your data is ready" mail links to (/settings#your-data); Settings brings it into view. */
export const YOUR_DATA_ANCHOR = 'your-data';

/** Settings → Your data (issue 18; the privacy page's promises): a copy of everything, or deletion. */
export function YourDataSection() {

  return (
    <SettingsSection
      id={YOUR_DATA_ANCHOR}
      icon={ShieldCheck}
      title="Your data"
      description="Take a copy of everything your account holds, or delete your account."
      contentClassName="grid gap-6"
    >
      <DataExportPanel />
      <div className="border-t" role="presentation" />
      <AccountDeletionPanel />
    </SettingsSection>
  );
}
