import { Check, X } from 'lucide-react';
import type { FeedbackReport } from '@shared/writing-feedback/index';
import type { TextStretch, WritingFeedback } from './use-writing-feedback';

const TONE_LABELS = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;
const FORMALITY_LABELS = { formal: 'Formal', neutral: 'Neutral', informal: 'Informal' } as const;

/**
 * How the text comes across: its tone with the sentences that drive it, its formality with what
 * was counted, and the client's key messages, covered or missing. Each says how it was measured.
 */
export function DeliverySummary({ delivery, feedback }: { delivery: FeedbackReport['delivery']; feedback: WritingFeedback }) {
  const { tone, formality, keyMessages } = delivery;
  const drivers = tone.label === 'negative' ? tone.negative : tone.label === 'positive' ? tone.positive : [...tone.positive.slice(0, 1), ...tone.negative.slice(0, 1)];
  const signs = formality.signs;
  return (
    <div className="grid gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Delivery</h3>
      <div className="grid gap-1">
        <p>
          Tone: <span className="font-semibold">{TONE_LABELS[tone.label]}</span>
          {tone.emotive > 0 ? <span className="text-muted-foreground"> ({tone.score > 0 ? '+' : ''}{tone.score})</span> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {tone.emotive === 0
            ? 'No sentence carries a clear feeling.'
            : `${tone.emotive} of ${tone.sentences} sentences carry a feeling; the mean of their scores on the AFINN word list (−5 to +5 a word, a negated word counted the other way).`}
        </p>
        {drivers.length > 0 ? (
          <ul className="grid gap-0.5">
            {drivers.map((sentence) => (
              <li key={`${sentence.block}:${sentence.start}`}>
                <SentenceButton at={sentence} feedback={feedback} label={`${sentence.score > 0 ? '+' : ''}${sentence.score}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid gap-1">
        <p>
          Formality: <span className="font-semibold">{FORMALITY_LABELS[formality.label]}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {formality.informalPer100} informal signs per 100 words: {signs.contractions} contractions, {signs.personalPronouns} uses of I or you,{' '}
          {signs.informalWords} colloquial words, {signs.exclamations} exclamation marks.
        </p>
      </div>
      {keyMessages.length > 0 ? (
        <div className="grid gap-1">
          <p>
            Key messages: <span className="font-semibold">{keyMessages.filter((message) => message.covered).length} of {keyMessages.length} covered</span>
          </p>
          <ul className="grid gap-1 text-xs">
            {keyMessages.map((message) => (
              <li key={message.message} className="flex items-start gap-1.5">
                {message.covered ? (
                  <Check className="mt-0.5 size-3.5 shrink-0 text-emerald-700" aria-label="Covered" />
                ) : (
                  <X className="mt-0.5 size-3.5 shrink-0 text-red-700" aria-label="Missing" />
                )}
                <span>
                  {message.message}{' '}
                  <span className="text-muted-foreground">
                    ({message.found} of {message.of} key words)
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Covered when most of a message’s key words appear in the text.</p>
        </div>
      ) : null}
    </div>
  );
}

function SentenceButton({ at, feedback, label }: { at: TextStretch; feedback: WritingFeedback; label: string }) {
  const text = feedback.textOf(at);
  return (
    <button
      type="button"
      onClick={() => feedback.select(at)}
      className="flex w-full gap-2 rounded-md px-2 py-1 text-left text-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <span className="shrink-0 font-medium tabular-nums">{label}</span>
      <span className="line-clamp-2 text-muted-foreground">{text}</span>
    </button>
  );
}
