/**
 * English function words and very common verbs: words every text repeats, so the overused-word
 * check never counts them.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
but by can could did do does doing down during each either else even ever every few for from further had has have
having he her here hers herself him himself his how however i if in into is it its itself just let like made make
many may me might more most much must my myself neither no nor not now of off on once one only or other our ours
ourselves out over own same say says said see she should so some such than that the their theirs them themselves
then there these they this those though through to too under until up upon us very was we well were what when where
whether which while who whom whose why will with within without would yet you your yours yourself yourselves get
gets got use used uses using way ways new time times year years also`.split(/\s+/),
);
