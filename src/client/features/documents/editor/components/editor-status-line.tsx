import { useState, type ReactNode } from 'react';
import { Target } from 'lucide-react';
import { formatNumber, formatWordCount } from '@/lib/format';
import { formatReadingTime, type TextStatistics } from '../text-statistics';
import { WordGoalDialog } from './word-goal-dialog';

type EditorStatusLineProps = {
  statistics: TextStatistics;
  /** Where the changes are ("Saved", "Syncing…"); nothing when there is nothing to say. */
  saveState?: ReactNode;
  wordGoal: number | null;
  onWordGoalChange: (goal: number | null) => void;
  /** Who created and last edited the document (issue 18), when it has been saved. */
  people?: ReactNode;
};

/** Under the text: words, characters, reading time and the word goal, updated as the writer types. */
export function EditorStatusLine({ statistics, saveState, wordGoal, onWordGoalChange, people }: EditorStatusLineProps) {
  const [goalOpen, setGoalOpen] = useState(false);
  const progress = wordGoal === null ? 0 : Math.min(100, Math.round((statistics.words / wordGoal) * 100));
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2 text-xs text-muted-foreground tabular-nums sm:px-6">
      <span data-testid="word-count">{formatWordCount(statistics.words)}</span>
      <span>
        {formatNumber(statistics.characters)} {statistics.characters === 1 ? 'character' : 'characters'}
      </span>
      <span>{formatReadingTime(statistics.readingMinutes)}</span>
      <button
        type="button"
        onClick={() => setGoalOpen(true)}
        className="inline-flex items-center gap-1.5 rounded px-1 hover:text-foreground"
        aria-label={wordGoal === null ? 'Set a word goal' : `Word goal: ${progress}% of ${formatNumber(wordGoal)} words. Change it`}
      >
        <Target className="size-3.5" aria-hidden />
        {wordGoal === null ? (
          'Set a word goal'
        ) : (
          <>
            <span>
              {progress}% of {formatNumber(wordGoal)}
            </span>
            <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
            </span>
          </>
        )}
      </button>
      {people}
      {saveState ? <span className="ml-auto empty:hidden">{saveState}</span> : null}
      <WordGoalDialog
        open={goalOpen}
        onOpenChange={setGoalOpen}
        goal={wordGoal}
        onSave={(goal) => {
          onWordGoalChange(goal);
          setGoalOpen(false);
        }}
      />
    </div>
  );
}
