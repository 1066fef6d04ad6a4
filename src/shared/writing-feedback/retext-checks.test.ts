import { describe, expect, it, vi } from 'vitest';
import { feedbackOn, findingsOf, flagged } from './feedback-test-helpers.js';
import { matchCase } from './retext-checks.js';

describe('repeated words', () => {
  it('flags a word written twice, and the fix keeps the sentence’s capital', () => {
    const [finding] = findingsOf('The the plan is ready.', 'repeated-word');
    expect(finding).toMatchObject({ text: 'The the', fixes: ['The'], safe: true, severity: 'error', category: 'correctness' });
    expect(findingsOf('We went to to the shop.', 'repeated-word')[0]).toMatchObject({ text: 'to to', fixes: ['to'] });
  });

  it('does not flag doubled words that are right, or repeats across punctuation or sentences', () => {
    expect(flagged('He said that that was fine. She had had enough.', 'repeated-word')).toEqual([]);
    expect(flagged('Those who know, know. We went. We went home.', 'repeated-word')).toEqual([]);
    expect(flagged('If you can, can the beans.', 'repeated-word')).toEqual([]);
    expect(flagged('Bye bye, see you soon. Knock knock. There there, it was so so.', 'repeated-word')).toEqual([]);
  });
});

/**
 * parse-latin keeps a sentence going after a number of up to three digits and its full stop (a
 * list number or an ordinal to it); in English prose a day, an amount or a page can end one.
 */
describe('sentences that end on a number', () => {
  const twelveWords = 'The spring sale of our teas and our tins starts on Jan. 3.';
  const thirteenWords = 'It ends when the last box of the season has left the shop.';

  it('end there when a capital follows, so neither is read as one long sentence', () => {
    const report = feedbackOn(`${twelveWords} ${thirteenWords}`);
    expect(report.findings.filter((finding) => finding.rule === 'long-sentence')).toEqual([]);
    expect(report.readability.sentences).toBe(2);
    expect(feedbackOn('We shipped 250. Then we rested.').readability.sentences).toBe(2);
  });

  it('go on after a number that opens a sentence, a number before a lower-case word, or a decimal', () => {
    expect(feedbackOn('1. Mix the flour with the water.').readability.sentences).toBe(1);
    expect(feedbackOn('It costs 3.5 dollars a box.').readability.sentences).toBe(1);
    expect(feedbackOn('Turn to page 3. then read on.').readability.sentences).toBe(1);
  });
});

/**
 * retext-indefinite-article decides by the sound of the next word from its lists of exceptions
 * (hour, honest, one-off, user, European, an 8-bit, an MRI), and accepts both articles where
 * both are said (a or an FAQ, SQL, LED, historic).
 */
describe('a and an', () => {
  it('flags the article that does not match the sound, with a safe fix in the same case', () => {
    const cases: Array<[string, string, string]> = [
      ['We waited a hour.', 'a', 'an'],
      ['He is a honest man.', 'a', 'an'],
      ['She ate an banana.', 'an', 'a'],
      ['Ask an user first.', 'an', 'a'],
      ['It was an one-off.', 'an', 'a'],
      ['Open an URL.', 'an', 'a'],
      ['He had a MRI scan.', 'a', 'an'],
      ['It is a 8-bit game.', 'a', 'an'],
      ['A apple fell.', 'A', 'An'],
    ];
    for (const [text, wrong, right] of cases) {
      expect(findingsOf(text, 'a-an'), text).toMatchObject([{ text: wrong, fixes: [right], safe: true, severity: 'error' }]);
    }
  });

  it('accepts what a writer writes correctly', () => {
    const right = [
      'It takes an hour.', 'An honest answer.', 'Ask a user.', 'A one-off fee.', 'A European city.', 'A university.',
      'A useful tip.', 'A URL.', 'An FAQ page.', 'A FAQ page.', 'An SQL query.', 'An MRI scan.', 'An 8-bit game.',
      'An 11-year-old.', 'A unicorn appeared.', 'A unicycle.', 'A historic day.', 'An historic day.', 'An X-ray.',
      'Station A equals B.', 'Points a and b.',
    ];
    for (const text of right) expect(flagged(text, 'a-an'), text).toEqual([]);
  });
});

describe('passive voice', () => {
  it('flags a form of "be" with an irregular participle, or a regular one with its doer', () => {
    expect(flagged('The report was written last week.', 'passive-voice')).toEqual(['written']);
    expect(flagged('The plan was decided by the board.', 'passive-voice')).toEqual(['decided']);
    expect(flagged('The plan was approved by Monday’s meeting of the board.', 'passive-voice')).toEqual(['approved']);
    expect(flagged('It has been reviewed by two editors.', 'passive-voice')).toEqual(['reviewed']);
    expect(flagged('Mistakes were made.', 'passive-voice')).toEqual(['made']);
    expect(findingsOf('The post was sent.', 'passive-voice')[0]).toMatchObject({ category: 'clarity', severity: 'suggestion', fixes: [], safe: false });
  });

  it('does not flag active sentences or adjectives after "be"', () => {
    const active = [
      'The board decided the plan.', 'I am tired.', 'She is interested in the role.', 'The door is closed.',
      'We were excited.', 'He written nothing.', 'The team wrote the report.', 'They are based in Leeds.',
      'I was tired by noon.', 'The shop is closed by 6 on Sundays.', 'We were finished by Friday.',
    ];
    for (const text of active) expect(flagged(text, 'passive-voice'), text).toEqual([]);
  });
});

describe('simpler words', () => {
  it('suggests the plain word, in the case written', () => {
    expect(findingsOf('We utilize the tool.', 'simpler-word')[0]).toMatchObject({ text: 'utilize', fixes: ['use'], safe: false });
    expect(findingsOf('Utilize the tool.', 'simpler-word')[0]!.fixes).toEqual(['Use']);
    expect(flagged('We did it in order to facilitate the review.', 'simpler-word')).toEqual(['in order to', 'facilitate']);
    expect(flagged('We will commence shortly.', 'simpler-word')).toEqual(['commence']);
  });

  it('does not flag words whose replacement fits another sense', () => {
    const plain = [
      'Enter your email address.', 'The side effect is mild.', 'The function returns a value.', 'Type your name.',
      'It is raining.', 'The interface is clean.', 'Delete the file.',
    ];
    for (const text of plain) expect(flagged(text, 'simpler-word'), text).toEqual([]);
  });
});

describe('vague words, hedges and fillers', () => {
  it('flags hedges, weasel words and fillers as engagement suggestions', () => {
    // A word on several of the libraries' lists is reported under the first of weasel, filler, hedge.
    expect(feedbackRules('It is probably fine, perhaps. It is kind of slow and somewhat sort of works.')).toEqual([
      'hedge:kind of',
      'hedge:somewhat',
      'hedge:sort of',
      'weasel-word:probably',
      'filler-word:perhaps',
    ]);
    expect(flagged('A huge crowd, quite a lot of people.', 'weasel-word')).toEqual(['huge', 'quite', 'a lot']);
    expect(flagged('It is pretty good.', 'weasel-word')).toEqual(['pretty']);
    expect(flagged('The rather long road.', 'weasel-word')).toEqual(['rather']);
    expect(flagged('I actually think it is basically done, hopefully.', 'filler-word')).toEqual(['actually', 'basically', 'hopefully']);
    expect(findingsOf('Maybe.', 'filler-word')[0]).toMatchObject({ category: 'engagement', severity: 'suggestion', fixes: [], safe: false });
  });

  it('does not flag everyday words that are on the libraries’ lists', () => {
    const text =
      'I think that the plan will work, so we also read about it. It seems like we found most of the ' +
      'answers, and several people said it was largely clear. Many thanks for the various notes.';
    expect(feedbackRules(text)).toEqual([]);
  });

  it('does not flag a word used in its everyday sense', () => {
    const everyday = [
      'Use tea rather than coffee.', 'I would rather walk.', 'I’d rather walk.', 'She wore a pretty dress.',
      'What kind of tool is it?', 'This sort of plan works.', 'Any kind of help.',
    ];
    for (const text of everyday) expect(feedbackRules(text), text).toEqual([]);
  });
});

/** The engagement rules that fired on a text. */
function feedbackRules(text: string): string[] {
  return ['hedge', 'weasel-word', 'filler-word'].flatMap((rule) => flagged(text, rule).map((word) => `${rule}:${word}`));
}

describe('inclusive language', () => {
  it('flags words that leave out or stereotype, with alternatives', () => {
    expect(findingsOf('The chairman spoke.', 'inclusive')[0]).toMatchObject({
      text: 'chairman',
      category: 'inclusive',
      severity: 'suggestion',
      safe: false,
    });
    expect(findingsOf('The chairman spoke.', 'inclusive')[0]!.fixes).toContain('chair');
    for (const [text, word] of [
      ['Mankind has flown.', 'Mankind'],
      ['We lack manpower.', 'manpower'],
      ['Hey guys, welcome.', 'guys'],
      ['The postman came.', 'postman'],
      ['Add it to the whitelist.', 'whitelist'],
      ['Merge into the master branch.', 'master'],
      ['Run a sanity check.', 'sanity check'],
    ] as const) {
      expect(flagged(text, 'inclusive'), text).toContain(word);
    }
  });

  it('does not flag pronouns, one person named by a gendered word, or the condescending words', () => {
    const plain = [
      'He said she would call him after her meeting.', 'He met an honest man.', 'A woman walked in.',
      'My wife and my husband.', 'His father and mother came.', 'My sister is five.', 'The boys played.',
      'Just do it: it is simple and easy.', 'She has a master’s degree.', 'He mastered the craft.',
    ];
    for (const text of plain) expect(flagged(text, 'inclusive'), text).toEqual([]);
  });

  it('flags a pair too: "he or she" and "chairman or chairwoman" read better as one word for both', () => {
    expect(flagged('Every chairman or chairwoman must vote.', 'inclusive')).toEqual(['chairman', 'chairwoman']);
  });
});

describe('matchCase', () => {
  it('writes a replacement in the case of the word it replaces', () => {
    expect(matchCase('use', 'Utilize')).toBe('Use');
    expect(matchCase('use', 'UTILIZE')).toBe('USE');
    expect(matchCase('use', 'utilize')).toBe('use');
    expect(matchCase('', 'x')).toBe('');
  });
});

/**
 * The retext plugins walk their trees with unist-util-visit-parents, installed from vendor/ without
 * upstream's naming of a function per visited node (vendor/README.md): that was half of the
 * engine's time on a new text. If the registry's copy came back, an analysis would redefine a
 * function's name for every node of every walk.
 */
describe('the tree walks', () => {
  it('do no per-node work for stack traces: a longer text makes no more property definitions', () => {
    const definitions = (text: string) => {
      const spy = vi.spyOn(Object, 'defineProperty');
      try {
        feedbackOn(text);
        return spy.mock.calls.filter(([target, key]) => typeof target === 'function' && key === 'name').length;
      } finally {
        spy.mockRestore();
      }
    };
    const sentence = 'The report was written quickly by a committee of very busy writers. ';
    expect(definitions(sentence.repeat(40))).toBe(definitions(sentence));
  });
});
