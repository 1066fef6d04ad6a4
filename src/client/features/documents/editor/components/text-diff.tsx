import { diffWords } from 'diff';
import { useMemo } from 'react';

type TextDiffProps = {
  before: string;
  after: string;
  /** Said when nothing changed. */
  unchanged?: string;
  testId?: string;
};

/**
 * What changed between two texts, word by word: removed words struck through in red, added ones
 * underlined in green (and named for screen readers).
 */
export function TextDiff({ before, after, unchanged = 'This version has the same text as the document now.', testId = 'version-diff' }: TextDiffProps) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  const changed = parts.some((part) => part.added || part.removed);
  if (!changed) return <p className="text-sm text-muted-foreground">{unchanged}</p>;
  return (
    <div className="font-sans text-sm leading-relaxed whitespace-pre-wrap" data-testid={testId}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-success/10 text-success underline decoration-success/60">
            <span className="sr-only">[added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-destructive/10 text-destructive">
            <span className="sr-only">[removed: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}
