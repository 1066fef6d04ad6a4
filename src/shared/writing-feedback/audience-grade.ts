/**
 * A reading grade for an audience described in words ("busy founders", "children aged 8–10"),
 * when a client has not set one: the first cue found in the description, from this table. The
 * grades follow the usual plain-language advice (grade 8 for the general public; technical and
 * professional readers higher). It is a starting point the panel names as inferred, never a fact.
 */
const AUDIENCE_GRADES: ReadonlyArray<{ grade: number; cues: RegExp }> = [
  { grade: 5, cues: /\b(children|kids|pupils|primary school|elementary)\b/i },
  { grade: 7, cues: /\b(teens?|teenagers|young readers|students aged)\b/i },
  { grade: 14, cues: /\b(academics?|researchers?|scientists?|clinicians?|physicians|doctors|lawyers|attorneys|scholars)\b/i },
  { grade: 12, cues: /\b(engineers?|developers?|technical|specialists?|experts?|analysts?|architects?)\b/i },
  { grade: 10, cues: /\b(professionals?|business|b2b|managers?|executives?|founders?|decision[- ]makers?|marketers?|leaders)\b/i },
  { grade: 8, cues: /\b(general|everyone|public|consumers?|customers?|shoppers?|parents|families|beginners|readers)\b/i },
];

export interface AudienceGrade {
  grade: number;
  /** The words of the description that gave it. */
  cue: string;
}

export function gradeForAudience(description: string | null | undefined): AudienceGrade | null {
  if (!description) return null;
  for (const { grade, cues } of AUDIENCE_GRADES) {
    const match = cues.exec(description);
    if (match) return { grade, cue: match[0] };
  }
  return null;
}
