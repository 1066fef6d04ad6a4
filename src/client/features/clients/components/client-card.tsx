import { AudioLines, BookMarked, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Client } from '@shared/contract/clients';
import { STYLE_GUIDE_LABELS } from '@shared/writing-feedback/style-rules/style-guides';
import { Badge } from '@/components/ui/badge';
import { CardActions } from '@/components/card-actions';
import { Card } from '@/components/ui/card';
import { ColorSwatch } from './color-swatch';

/** Spec §2: a card shows the first two key messages, then "+N more". */
const KEY_MESSAGES_SHOWN = 2;

/** The address without its scheme or a trailing slash: "example.com/brand". */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

type ClientCardProps = {
  client: Client;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onVoice: (client: Client) => void;
  onStyleGuide: (client: Client) => void;
  /** Whether the role may change clients (issue 18): members read the card, with no buttons that would be refused. */
  canManage: boolean;
};

export function ClientCard({ client, onEdit, onDelete, onVoice, onStyleGuide, canManage }: ClientCardProps) {
  const shownMessages = client.keyMessages.slice(0, KEY_MESSAGES_SHOWN);
  const moreMessages = client.keyMessages.length - shownMessages.length;
  const voiceAction = client.voice ? 'Brand voice' : 'Learn brand voice';

  return (
    <Card className="h-full gap-4 py-5">
      <div className="grid gap-2 px-5">
        <h2 className="text-base leading-snug font-semibold break-words">{client.name}</h2>
        {client.industry ? (
          <Badge variant="secondary" className="max-w-full">
            <span className="sr-only">Industry: </span>
            <span className="truncate">{client.industry}</span>
          </Badge>
        ) : null}
      </div>
      {client.description ? (
        <p className="line-clamp-3 px-5 text-sm break-words text-muted-foreground">{client.description}</p>
      ) : null}
      {client.websiteUrl ? (
        <p className="px-5 text-sm">
          <a
            href={client.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{displayUrl(client.websiteUrl)}</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {shownMessages.length > 0 ? (
        <div className="grid gap-1.5 px-5">
          <h3 className="text-xs font-medium text-muted-foreground">Key messages</h3>
          <ul className="grid gap-1 text-sm">
            {shownMessages.map((message, index) => (
              <li key={index} className="flex gap-2">
                <span className="mt-2 size-1 shrink-0 rounded-full bg-primary" aria-hidden />
                <span className="line-clamp-2 break-words">{message}</span>
              </li>
            ))}
          </ul>
          {moreMessages > 0 ? <p className="text-xs text-muted-foreground">+{moreMessages} more</p> : null}
        </div>
      ) : null}
      {client.brandColors.length > 0 ? (
        <div className="grid gap-1.5 px-5">
          <h3 className="text-xs font-medium text-muted-foreground">Brand colours</h3>
          <ul className="flex flex-wrap gap-1.5">
            {client.brandColors.map((color, index) => (
              <li key={`${color}-${index}`} className="flex">
                <ColorSwatch color={color} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-1.5 px-5">
        <h3 className="text-xs font-medium text-muted-foreground">Brand voice</h3>
        <p className="text-sm">{client.voice ? `Learned from ${client.voice.samples.length} samples${client.voice.styleGuide ? ', with a style guide' : ''}` : 'Not learned yet'}</p>
        {canManage ? (
          // The name starts with the words shown on the button, so voice control ("click Learn brand voice") finds it.
          <Button type="button" variant="secondary" size="sm" className="justify-self-start" aria-label={`${voiceAction} of ${client.name}`} onClick={() => onVoice(client)}>
            <AudioLines aria-hidden />
            {voiceAction}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-1.5 px-5">
        <h3 className="text-xs font-medium text-muted-foreground">Style guide</h3>
        <p className="text-sm">
          {client.styleGuide.preset ? STYLE_GUIDE_LABELS[client.styleGuide.preset] : 'No preset'}
          {client.styleGuide.disabledRules.length > 0 ? `, ${client.styleGuide.disabledRules.length} ${client.styleGuide.disabledRules.length === 1 ? 'rule' : 'rules'} off` : ''}
        </p>
        {canManage ? (
          <Button type="button" variant="secondary" size="sm" className="justify-self-start" aria-label={`Style guide of ${client.name}`} onClick={() => onStyleGuide(client)}>
            <BookMarked aria-hidden />
            Style guide
          </Button>
        ) : null}
      </div>
      {canManage ? <CardActions name={client.name} onEdit={() => onEdit(client)} onDelete={() => onDelete(client)} /> : null}
    </Card>
  );
}
