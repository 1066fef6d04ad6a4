import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Check, GitPullRequestArrow, X } from 'lucide-react';
import type { PendingSuggestion } from '@shared/rich-text/suggestions/list-suggestions';
import type { Resolution } from '@shared/rich-text/suggestions/resolve-suggestions';
import { describeFormat } from '@shared/rich-text/suggestions/suggested-format';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { resolveSuggestion } from './suggesting-plugin';
import type { SuggestionsView } from './use-suggestions';
import { showInEditor } from '../rich-text/show-in-editor';

type SuggestionsPanelProps = {
  editor: Editor;
  view: SuggestionsView;
  /** The document's creator, or an admin or owner of the workspace (ADR 0044). */
  canReview: boolean;
};

const when = (createdAt: string) => {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** What one suggestion proposes, in words a reader scans: "Replace “a” with “b”". */
function proposal(suggestion: PendingSuggestion): { verb: string; text: string; kind: 'insertion' | 'deletion'; replacement?: string } {
  if (suggestion.format) return { verb: describeFormat({ format: suggestion.format.name, action: suggestion.format.action }), text: suggestion.format.text, kind: 'insertion' };
  if (suggestion.paragraphBreak === 'split') return { verb: 'Insert paragraph break', text: '¶', kind: 'insertion' };
  if (suggestion.paragraphBreak === 'join') return { verb: 'Join paragraphs, delete break', text: '¶', kind: 'deletion' };
  if (suggestion.inserted && suggestion.deleted) return { verb: 'Replace', text: suggestion.deleted, kind: 'deletion', replacement: suggestion.inserted };
  if (suggestion.deleted) return { verb: 'Delete', text: suggestion.deleted, kind: 'deletion' };
  return { verb: 'Insert', text: suggestion.inserted, kind: 'insertion' };
}

function Quoted({ text, kind }: { text: string; kind: 'insertion' | 'deletion' }) {
  const Tag = kind === 'insertion' ? 'ins' : 'del';
  return <Tag className={`suggestion-${kind} rounded-sm px-0.5 break-words whitespace-pre-wrap`}>{text}</Tag>;
}

/** The pending suggestions, each with Accept and Reject for those who may review; Accept all and Reject all. */
export function SuggestionsPanel({ editor, view, canReview }: SuggestionsPanelProps) {
  const [confirming, setConfirming] = useState<Resolution | null>(null);
  const { suggestions } = view;

  const resolve = (resolution: Resolution, id: string | null) => {
    editor.view.dispatch(resolveSuggestion(editor.state, resolution, id));
  };
  const show = (suggestion: PendingSuggestion) => {
    showInEditor(editor, suggestion.position);
  };

  return (
    <Card role="region" className="gap-3 py-4" aria-labelledby="suggestions-title">
      <CardHeader className="px-5">
        <CardTitle id="suggestions-title" className="flex items-center gap-2 text-base">
          <GitPullRequestArrow className="size-4" aria-hidden /> Suggestions
          {suggestions.length > 0 ? <span className="text-sm font-normal text-muted-foreground">({suggestions.length})</span> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        {suggestions.length === 0 ? (
          <p className="text-muted-foreground">
            No pending suggestions. {view.suggesting ? 'What you type and delete now shows here.' : 'Turn on Suggesting in the toolbar to propose changes.'}
          </p>
        ) : (
          <>
            {canReview ? (
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => setConfirming('accept')}>
                  <Check aria-hidden /> Accept all
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setConfirming('reject')}>
                  <X aria-hidden /> Reject all
                </Button>
              </div>
            ) : (
              <p className="text-muted-foreground">Only the document’s creator and the workspace’s admins and owners can accept or reject suggestions.</p>
            )}
            <ul className="grid gap-2" aria-label="Pending suggestions">
              {suggestions.map((suggestion) => {
                const { verb, text, kind, replacement } = proposal(suggestion);
                const summary = `${verb} “${text}”${replacement ? ` with “${replacement}”` : ''} by ${suggestion.authorName}`;
                return (
                  <li key={suggestion.id} className="grid gap-1.5 rounded-lg border p-2.5">
                    <button type="button" onClick={() => show(suggestion)} className="grid gap-1 text-left">
                      <span className="sr-only">Show in the text: </span>
                      <span className="text-xs text-muted-foreground">
                        <span className="font-medium text-foreground">{suggestion.authorName}</span> · {when(suggestion.createdAt)}
                      </span>
                      <span>
                        {verb} <Quoted text={text} kind={kind} />
                        {replacement ? (
                          <>
                            {' '}
                            with <Quoted text={replacement} kind="insertion" />
                          </>
                        ) : null}
                      </span>
                    </button>
                    {canReview ? (
                      <div className="flex gap-2">
                        <Button type="button" size="sm" variant="secondary" aria-label={`Accept: ${summary}`} onClick={() => resolve('accept', suggestion.id)}>
                          <Check aria-hidden /> Accept
                        </Button>
                        <Button type="button" size="sm" variant="ghost" aria-label={`Reject: ${summary}`} onClick={() => resolve('reject', suggestion.id)}>
                          <X aria-hidden /> Reject
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        item={confirming}
        nameOf={() => String(suggestions.length)}
        title={confirming === 'accept' ? 'Accept every suggestion?' : 'Reject every suggestion?'}
        description={(count) =>
          confirming === 'accept'
            ? `The ${count} suggested changes become part of the text. Undo (Ctrl+Z) takes them back.`
            : `The ${count} suggested changes are discarded and the text stays as it was. Undo (Ctrl+Z) brings them back.`
        }
        pending={false}
        confirmLabel={confirming === 'accept' ? 'Accept all' : 'Reject all'}
        onConfirm={(resolution) => {
          resolve(resolution, null);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
