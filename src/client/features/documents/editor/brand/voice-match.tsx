import { useId, useMemo } from 'react';
import { AudioLines } from 'lucide-react';
import type { BrandVoice } from '@shared/contract/brand-voice';
import { compareVoice, measureVoice } from '@shared/writing-analysis/voice-traits';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** Below this, rates such as "we per 100 words" swing too much to compare. */
const MIN_WORDS = 50;

/**
 * How close the document reads to its client's learned voice (issue 15): 0–100 from the measured
 * traits, with the two or three furthest off in words. Computed in the browser from the text as
 * it is (the same shared code measured the brand's samples), so it follows every edit.
 */
export function VoiceMatch({ clientName, voice, markdown }: { clientName: string; voice: BrandVoice; markdown: string }) {
  const id = useId();
  const traits = useMemo(() => measureVoice(markdown), [markdown]);
  const match = useMemo(() => (traits.words >= MIN_WORDS ? compareVoice(traits, voice.traits) : null), [traits, voice.traits]);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="gap-3 py-4">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base">
              <AudioLines className="size-4" aria-hidden /> Voice match
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 px-5 text-sm">
          {match ? (
            <>
              <p className="flex items-baseline gap-2" data-testid="voice-match-score">
                <span className="text-2xl font-semibold tabular-nums">{match.score}</span>
                <span className="text-muted-foreground">/ 100 like {clientName}</span>
              </p>
              <Progress value={match.score} aria-label={`Voice match ${match.score} of 100`} />
              {match.furthest.length > 0 ? (
                <ul className="grid gap-1" aria-label="Furthest from the brand’s voice">
                  {match.furthest.map((line) => (
                    <li key={line} className="flex gap-2">
                      <span className="mt-2 size-1 shrink-0 rounded-full bg-amber-500" aria-hidden />
                      {line}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">Every measured trait is close to the brand’s.</p>
              )}
            </>
          ) : (
            <p className="text-muted-foreground">Write at least {MIN_WORDS} words to compare the text with {clientName}’s voice.</p>
          )}
          <p className="text-xs text-muted-foreground">
            How it is computed: sentence length and rhythm, reading ease, “we/you/I”, contractions, passive voice, exclamations and questions,
            measured here and in the brand’s {voice.samples.length} samples; 100 means every trait matches.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
