import { useId, useState } from 'react';
import { Copy, FilePlus2, ListTree, LoaderCircle, PenLine, Square } from 'lucide-react';
import { AI_BRIEF_MAX_LENGTH } from '@shared/limits';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';
import { useTemplates } from '@/lib/templates/list-templates';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FailureNotice } from '../failure-notice';
import type { WritingLinks } from '../writing-requests';
import { splitOutline } from './split-outline';
import { useDraftFromBrief } from './use-draft-from-brief';

type DraftDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: WritingLinks;
  /** The document's project, whose brief starts the brief; null without one. */
  project: { name: string; brief: string | null } | null;
  onInsert: (markdown: string) => void;
};

/** "Draft from brief": brief → outline the writer can edit → the draft, section by section. */
export function DraftDialog({ open, onOpenChange, ...props }: DraftDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid max-h-[92dvh] grid-rows-[auto_minmax(0,1fr)_auto] gap-4 sm:max-w-3xl">
        {open ? <DraftFromBrief {...props} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DraftFromBrief({ links, project, onInsert, onClose }: Omit<DraftDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [brief, setBrief] = useState(project?.brief ?? '');
  const draft = useDraftFromBrief(links);
  const templates = useTemplates();
  /** A template gives the piece its shape: its structure joins the brief, for the outline to follow. */
  const applyTemplate = (id: string) => {
    const template = templates.data?.find((candidate) => String(candidate.id) === id);
    if (!template) return;
    const structure = `Follow the structure of the template “${template.name}” (${template.description}):\n${template.content}`;
    setBrief((current) => `${current.replace(/\n*Follow the structure of the template[\s\S]*$/, '').trim()}\n\n${structure}`.trim().slice(0, AI_BRIEF_MAX_LENGTH));
  };
  const fieldId = useId();
  const planned = splitOutline(draft.outline).sections.length;
  const working = draft.step === 'outlining' || draft.step === 'drafting';
  const remaining = planned - draft.sections.length;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Draft from brief</DialogTitle>
        <DialogDescription>
          {project
            ? `An outline, then the draft section by section, in the document’s voice, for the project “${project.name}” with its keywords, audience and tone.`
            : 'An outline, then the draft section by section, in the document’s voice.'}
        </DialogDescription>
      </DialogHeader>

      <div className="grid min-h-0 content-start gap-4 overflow-auto">
        {draft.step === 'brief' || draft.step === 'outlining' ? (
          <div className="grid gap-2">
            <Label htmlFor={`${fieldId}-brief`}>Brief</Label>
            <Textarea
              id={`${fieldId}-brief`}
              value={brief}
              onChange={(event) => setBrief(event.target.value)}
              maxLength={AI_BRIEF_MAX_LENGTH}
              rows={6}
              readOnly={working}
              placeholder="What the piece is about, for whom, and what it should achieve. A few lines are enough."
            />
            <p className="text-xs text-muted-foreground">
              {formatNumber(brief.length)} / {formatNumber(AI_BRIEF_MAX_LENGTH)} characters
            </p>
            {templates.data && templates.data.length > 0 && draft.step === 'brief' ? (
              <div className="grid gap-1.5">
                <Label htmlFor={`${fieldId}-template`}>Shape it like a template (optional)</Label>
                <Select onValueChange={applyTemplate}>
                  <SelectTrigger id={`${fieldId}-template`} className="w-full sm:w-80">
                    <SelectValue placeholder="No template" />
                  </SelectTrigger>
                  <SelectContent>
                    {templates.data.map((template) => (
                      <SelectItem key={template.id} value={String(template.id)}>
                        {template.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            ) : null}
          </div>
        ) : null}

        {draft.step !== 'brief' && draft.step !== 'drafted' ? (
          <div className="grid gap-2">
            <Label htmlFor={`${fieldId}-outline`}>Outline</Label>
            <Textarea
              id={`${fieldId}-outline`}
              value={draft.outline}
              onChange={(event) => draft.editOutline(event.target.value)}
              rows={10}
              readOnly={working}
              aria-busy={draft.step === 'outlining'}
              className="font-mono text-sm"
            />
            {draft.step === 'outline' ? (
              <p className="text-xs text-muted-foreground">
                {planned === 0
                  ? 'No sections yet: start each with “## ” on a line of its own.'
                  : `${planned} ${planned === 1 ? 'section' : 'sections'}. Edit the outline as you like before the draft is written.`}
              </p>
            ) : null}
          </div>
        ) : null}

        {working ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {draft.current ? `Writing section ${draft.current.index + 1} of ${draft.current.total}…` : 'Writing the outline…'}
          </p>
        ) : null}

        {draft.sections.length > 0 || draft.current ? (
          <div className="grid gap-2 rounded-lg border p-3 text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere" data-testid="draft-preview">
            {draft.sections.map((section, index) => (
              <p key={index}>{section}</p>
            ))}
            {draft.current ? <p className="text-muted-foreground">{draft.current.text}</p> : null}
          </div>
        ) : null}

        {draft.stopped ? <p className="text-sm text-muted-foreground">Stopped. What was complete is kept; nothing unfinished goes into your document.</p> : null}
        {draft.failure ? <FailureNotice failure={draft.failure} /> : null}
      </div>

      <DialogFooter className="flex-wrap gap-2">
        {working ? (
          <Button type="button" variant="outline" onClick={draft.stop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : null}
        {draft.step === 'brief' ? (
          <Button type="button" disabled={brief.trim() === ''} onClick={() => void draft.writeOutline(brief.trim())}>
            <ListTree aria-hidden /> Write outline
          </Button>
        ) : null}
        {draft.step === 'outline' ? (
          <>
            <Button type="button" variant="outline" onClick={() => void draft.writeOutline(brief.trim())}>
              <ListTree aria-hidden /> New outline
            </Button>
            <Button type="button" disabled={planned === 0} onClick={() => void draft.writeDraft(brief.trim())}>
              <PenLine aria-hidden />
              {draft.sections.length > 0 ? `Write the remaining ${remaining} ${remaining === 1 ? 'section' : 'sections'}` : 'Write the draft'}
            </Button>
          </>
        ) : null}
        {draft.step === 'drafted' ? (
          <>
            <Button type="button" variant="outline" onClick={() => void copyToClipboard(draft.draft, { title: 'Draft copied' })}>
              <Copy aria-hidden /> Copy
            </Button>
            <Button
              type="button"
              autoFocus
              onClick={() => {
                onInsert(draft.draft);
                onClose();
              }}
            >
              <FilePlus2 aria-hidden /> Insert into document
            </Button>
          </>
        ) : null}
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}
