import { useState, type ReactNode } from 'react';
import type { CreatedApiKey } from '@shared/contract/api-keys';
import { lazyPart } from '@/components/lazy-part';
import { ShownOnceDialog, ShownOnceSecret } from '@/components/shown-once-secret';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCreateApiKey } from '../api/api-keys';
import { describeExpiry } from '../api-key-dates';

/** The form's code loads when the dialog first opens, not with Settings. */
const CreateApiKeyForm = lazyPart(() => import('./create-api-key-form').then((module) => module.CreateApiKeyForm), {
  loading: 'Loading the form',
  focusFirstField: true,
});

/**
 * Create API key: a name, what the key may do, and when it stops working; then the whole key,
 * shown this once, to copy. The key lives only in this dialog's state and leaves with it.
 * `children` is the button that opens it, where focus returns once it closes.
 */
export function CreateApiKeyDialog({ children }: { children: ReactNode }) {
  const create = useCreateApiKey();
  return (
    <ShownOnceDialog<CreatedApiKey>
      trigger={children}
      className="sm:max-w-2xl"
      mutation={create}
      form={(onMade) => (
        <>
          <DialogHeader>
            <DialogTitle>Create API key</DialogTitle>
            <DialogDescription>A key lets one of your own programs use the Inkwise API on this workspace’s behalf.</DialogDescription>
          </DialogHeader>
          <CreateApiKeyForm create={create} onCreated={onMade} />
        </>
      )}
      shown={(created) => <CreatedKeyView created={created} />}
    />
  );
}

function CreatedKeyView({ created }: { created: CreatedApiKey }) {
  const [expiry] = useState(() => describeExpiry(created.expiresAt, new Date()));

  return (
    <>
      <DialogHeader>
        <DialogTitle>Copy your new API key</DialogTitle>
        <DialogDescription>“{created.name}” is ready to use.</DialogDescription>
      </DialogHeader>
      <ShownOnceSecret
        value={created.key}
        label="API key"
        noun="key"
        warningTestId="api-key-once-warning"
        warning={
          <>
            <strong className="font-semibold">This is the only time the key is shown.</strong> Copy it now and keep it somewhere safe, such as a password manager or your
            server’s secret settings. If it is lost, revoke it and create another.
          </>
        }
      />
      <dl className="grid gap-1.5 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-muted-foreground">Scopes:</dt>
          <dd className="flex flex-wrap gap-1">
            {created.scopes.map((scope) => (
              <Badge key={scope} variant="outline" className="font-mono font-normal">
                {scope}
              </Badge>
            ))}
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-muted-foreground">Expiry:</dt>
          <dd>{expiry.text}</dd>
        </div>
      </dl>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
