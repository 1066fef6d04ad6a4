import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import {
  ALL_COOKIES,
  DEFAULT_COOKIE_PREFERENCES,
  readCookiePreferences,
  writeCookiePreferences,
  type CookiePreferences,
} from '../cookie-preferences';
import { PreferenceSwitch } from './preference-switch';

/** The kinds of cookie a visitor can choose, with what each is for. */
const optionalCookies: { key: keyof CookiePreferences; label: string; description: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics cookies',
    description: 'Count visits and see which pages help, so we can improve the site. No personal profile is built.',
  },
  {
    key: 'marketing',
    label: 'Marketing cookies',
    description: 'Measure our campaigns and show you relevant offers on other sites.',
  },
];

const savedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** /cookies' "Manage Cookie Preferences" (spec §2): the choice is kept in a first-party cookie. */
export function CookiePreferencesDialog({ triggerLabel }: { triggerLabel: string }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CookiePreferences>(DEFAULT_COOKIE_PREFERENCES);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  // The cookie is read when the dialog opens (in the browser, never while pre-rendering).
  const openDialog = (next: boolean) => {
    if (next) {
      const saved = readCookiePreferences(document);
      setChoice(saved ? { analytics: saved.analytics, marketing: saved.marketing } : DEFAULT_COOKIE_PREFERENCES);
      setSavedAt(saved?.savedAt ?? null);
    }
    setOpen(next);
  };

  const save = (preferences: CookiePreferences) => {
    writeCookiePreferences(document, preferences, { secure: window.location.protocol === 'https:' });
    const kept = optionalCookies.filter(({ key }) => preferences[key]).map(({ label }) => label.toLowerCase());
    toast({
      title: 'Cookie preferences saved',
      description: kept.length > 0 ? `Essential cookies and ${kept.join(' and ')} are on.` : 'Only essential cookies are on.',
    });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={openDialog}>
      <DialogTrigger asChild>
        <Button type="button" size="lg">
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cookie Preferences</DialogTitle>
          <DialogDescription>
            Choose which cookies this site may use. Essential cookies keep you signed in and the site secure, so they are
            always on.
            {savedAt ? ` Your current choice was saved on ${savedOn.format(new Date(savedAt))}.` : ' Until you choose, only essential cookies are used.'}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <PreferenceSwitch
            id="cookie-essential"
            label="Essential cookies"
            description="Sign-in, security and remembering this choice. The site cannot work without them."
            checked
            locked
          />
          {optionalCookies.map(({ key, label, description }) => (
            <PreferenceSwitch
              key={key}
              id={`cookie-${key}`}
              label={label}
              description={description}
              checked={choice[key]}
              onCheckedChange={(checked) => setChoice((current) => ({ ...current, [key]: checked }))}
            />
          ))}
        </div>
        <DialogFooter className="sm:justify-between">
          <Button type="button" variant="outline" onClick={() => save(DEFAULT_COOKIE_PREFERENCES)}>
            Reject Non-Essential
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="secondary" onClick={() => save(choice)}>
              Save Preferences
            </Button>
            <Button type="button" onClick={() => save(ALL_COOKIES)}>
              Accept All
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
