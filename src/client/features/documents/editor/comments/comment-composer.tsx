import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { COMMENT_BODY_MAX_LENGTH } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { markedBody, matchingMembers, mentionQueryAt, type Member } from './mention-text';

type CommentComposerProps = {
  /** The textarea's accessible name ("Comment", "Reply", "Edit comment"). */
  label: string;
  submitLabel: string;
  members: readonly Member[];
  initial?: { text: string; picked: Member[] };
  pending: boolean;
  /** Resolves once saved (the composer then empties); rejects to keep the text for another try. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * Writes a comment. Typing "@" opens the list of the workspace's members (arrows, Enter or Tab to
 * pick, Escape to close); a picked member is sent as their user id (ADR 0042). Ctrl/Cmd+Enter sends.
 */
export function CommentComposer({ label, submitLabel, members, initial, pending, onSubmit, onCancel, autoFocus }: CommentComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial?.text ?? '');
  const [picked, setPicked] = useState<Member[]>(initial?.picked ?? []);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const options = query ? matchingMembers(members, query.query) : [];
  const open = options.length > 0;

  const readQuery = (value: string, caret: number) => {
    setQuery(mentionQueryAt(value, caret));
    setActive(0);
  };

  const pick = (member: Member) => {
    if (!query) return;
    const caret = query.start + 1 + query.query.length;
    const inserted = `@${member.name} `;
    const next = text.slice(0, query.start) + inserted + text.slice(caret);
    setText(next);
    setPicked((current) => (current.some((known) => known.userId === member.userId) ? current : [...current, member]));
    setQuery(null);
    requestAnimationFrame(() => {
      const position = query.start + inserted.length;
      field.current?.focus();
      field.current?.setSelectionRange(position, position);
    });
  };

  const submit = async () => {
    const body = markedBody(text.trim(), picked);
    if (!body || pending) return;
    try {
      await onSubmit(body);
      setText('');
      setPicked([]);
    } catch {
      // The caller showed why; the text stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[active]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="relative">
        <Textarea
          ref={field}
          aria-label={label}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-members`}
          aria-activedescendant={open ? `${id}-member-${active}` : undefined}
          value={text}
          maxLength={COMMENT_BODY_MAX_LENGTH}
          rows={2}
          autoFocus={autoFocus}
          placeholder="Write a comment… (@ to mention)"
          className="min-h-16 text-sm"
          onChange={(event) => {
            setText(event.target.value);
            readQuery(event.target.value, event.target.selectionStart);
          }}
          onSelect={(event) => readQuery(event.currentTarget.value, event.currentTarget.selectionStart)}
          onBlur={() => setQuery(null)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={`${id}-members`}
          role="listbox"
          aria-label="Mention a member"
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-56 overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {options.map((member, index) => (
            <li
              key={member.userId}
              id={`${id}-member-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn('cursor-pointer rounded px-2 py-1.5', index === active && 'bg-accent text-accent-foreground')}
              // Picked before the textarea's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
            >
              {member.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending || text.trim().length === 0}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
