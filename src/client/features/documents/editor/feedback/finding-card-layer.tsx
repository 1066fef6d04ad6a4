import type { Editor } from '@tiptap/react';
import { FindingCard } from './finding-card';
import { useFeedbackInteractions } from './use-feedback-interactions';
import type { WritingFeedback } from './use-writing-feedback';

/** The card of the finding under the pointer or reached with F8, over the text. */
export function FindingCardLayer({ editor, feedback, onFixWithAi }: { editor: Editor; feedback: WritingFeedback; onFixWithAi: (index: number) => void }) {
  const { onCardPointerEnter, onCardPointerLeave } = useFeedbackInteractions(editor, feedback);
  return <FindingCard feedback={feedback} onFixWithAi={onFixWithAi} onPointerEnter={onCardPointerEnter} onPointerLeave={onCardPointerLeave} />;
}
