import { useRef, useState } from 'react';
import { KeyRound, MailWarning, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiKey } from '@shared/contract/api-keys';
import { SettingsSection } from '@/components/settings-section';
import { ResendVerificationButton } from '@/components/account/resend-verification-button';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useEmailVerification } from '@/lib/account/email-verification';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyItem } from './api-key-item';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Settings → API keys (issue 17): the workspace's keys for the public API, to create and revoke. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  // Creating keys needs a confirmed address (issue 18); the server refuses with 403 otherwise.
  const verification = useEmailVerification();
  const mayCreate = verification.data?.emailVerified === true;
  const revoke = useRevokeApiKey();
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement | null>(null);
  // "Last used 5 minutes ago" and "Expired" are read against the time the list was fetched.
  const now = new Date(keys.dataUpdatedAt);

  return (
    <>
      <SettingsSection
        id="api-keys"
        icon={KeyRound}
        title="API keys"
        description={
          <>
            Keys let your own systems use the Inkwise API with this workspace’s documents and brands.{' '}
            <Link to="/api-docs" className="font-medium text-primary underline-offset-4 hover:underline">
              Read the API docs
            </Link>
          </>
        }
        action={
          <CreateApiKeyDialog>
            <Button ref={createButton} type="button" size="sm" disabled={!mayCreate}>
              <Plus aria-hidden /> Create API key
            </Button>
          </CreateApiKeyDialog>
        }
        contentClassName="grid gap-4"
      >
        {verification.data && !verification.data.emailVerified ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <MailWarning className="size-4 shrink-0 text-amber-700" aria-hidden />
            <p className="min-w-0 flex-1 basis-60">
              <span className="font-medium">Confirm your email address to create API keys.</span> A key acts for this workspace without
              a browser, so its owner must be reachable: follow the link we sent to{' '}
              <span className="font-medium break-all">{verification.data.email}</span>.
            </p>
            <ResendVerificationButton size="sm" label="Resend link" className="bg-background" />
          </div>
        ) : null}
        {keys.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading API keys">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : keys.isError ? (
          <ErrorState title="The API keys could not be loaded." description="Check your connection and try again." onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
        ) : keys.data.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No API keys yet. Create one to connect a program of your own to Inkwise.
          </p>
        ) : (
          <ul className="grid divide-y" aria-label="API keys">
            {keys.data.map((apiKey) => (
              <ApiKeyItem
                key={apiKey.id}
                apiKey={apiKey}
                now={now}
                onRevoke={(button) => {
                  revokeButton.current = button;
                  setToRevoke(apiKey);
                }}
              />
            ))}
          </ul>
        )}
      </SettingsSection>
      <ConfirmDeleteDialog
        item={toRevoke}
        nameOf={(apiKey) => apiKey.name}
        title="Revoke this API key?"
        description={(name) => (
          <>
            <p>
              <strong className="font-medium text-foreground">{name}</strong> stops working at once: every program that uses it is refused from its next request.
            </p>
            <p>This cannot be undone. To reconnect a program, create a new key.</p>
          </>
        )}
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={(apiKey, name) =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              setToRevoke(null);
              toast({ title: 'API key revoked', description: `${name} no longer works.` });
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 404) {
                // Revoked meanwhile (another tab, a teammate): what was asked for is done.
                setToRevoke(null);
                toast({ title: 'API key already revoked', description: `${name} no longer works.` });
                return;
              }
              toast({ variant: 'destructive', title: 'Not revoked', description: getApiErrorMessage(error) ?? 'Try again.' });
            },
          })
        }
        onClose={() => setToRevoke(null)}
        // Back to the key's Revoke button when kept, else to Create API key (its row is gone).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (revokeButton.current?.isConnected ? revokeButton.current : createButton.current)?.focus();
        }}
      />
    </>
  );
}
