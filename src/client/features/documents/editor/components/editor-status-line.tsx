import { formatNumber, formatWordCount } from '@/lib/format';
import { formatReadingTime, type TextStatistics } from '../text-statistics';

type EditorStatusLineProps = { statistics: TextStatistics; saveState?: string };

/** Under the text: words, characters and reading time, updated as the writer types. */
export function EditorStatusLine({ statistics, saveState }: EditorStatusLineProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2 text-xs text-muted-foreground tabular-nums sm:px-6">
      <span data-testid="word-count">{formatWordCount(statistics.words)}</span>
      <span>{formatNumber(statistics.characters)} {statistics.characters === 1 ? 'character' : 'characters'}</span>
      <span>{formatReadingTime(statistics.readingMinutes)}</span>
      {saveState ? <span className="ml-auto">{saveState}</span> : null}
    </div>
  );
}
