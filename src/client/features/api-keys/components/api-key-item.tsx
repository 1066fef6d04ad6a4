import { Trash2 } from 'lucide-react';
import type { ApiKey } from '@shared/contract/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { describeExpiry, describeLastUsed } from '../api-key-dates';

/** One key in the list: its name, its prefix, what it may do, and when it was made, used and ends. */
export function ApiKeyItem({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: Date; onRevoke: (button: HTMLButtonElement) => void }) {
  const expiry = describeExpiry(apiKey.expiresAt, now);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="min-w-0 break-words">{apiKey.name}</span>
          {expiry.expired ? (
            <Badge variant="outline" className="border-destructive/40 bg-destructive/10 text-destructive">
              Expired
            </Badge>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
            {apiKey.prefix}…
          </code>
          <ul className="flex flex-wrap gap-1" aria-label="Scopes">
            {apiKey.scopes.map((scope) => (
              <li key={scope}>
                <Badge variant="outline" className="font-mono font-normal">
                  {scope}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <p className="flex flex-col gap-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-3">
          <span>
            Created <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time>
          </span>
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          {apiKey.lastUsedAt ? (
            <time dateTime={apiKey.lastUsedAt} title={formatDateTime(apiKey.lastUsedAt)}>
              {describeLastUsed(apiKey.lastUsedAt, now)}
            </time>
          ) : (
            <span>Never used</span>
          )}
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          {apiKey.expiresAt ? (
            <time dateTime={apiKey.expiresAt} title={formatDateTime(apiKey.expiresAt)} className={expiry.expired ? 'text-destructive' : undefined}>
              {expiry.text}
            </time>
          ) : (
            <span>{expiry.text}</span>
          )}
        </p>
      </div>
      <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive" aria-label={`Revoke ${apiKey.name}`} onClick={(event) => onRevoke(event.currentTarget)}>
        <Trash2 aria-hidden /> Revoke
      </Button>
    </li>
  );
}
