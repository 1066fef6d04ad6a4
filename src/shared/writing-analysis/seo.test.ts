import { describe, expect, it } from 'vitest';
import { NO_KEYPHRASE_MESSAGE, seoChecks, type SeoCheckId, type SeoOptions } from './seo.js';

const VOCABULARY = ['the', 'quiet', 'river', 'runs', 'past', 'old', 'stone', 'mills', 'and', 'green', 'fields'];

/** `count` words of filler prose in sentences of `perSentence` words, never using "kayak". */
function prose(count: number, perSentence = 10): string {
  const sentences: string[] = [];
  for (let start = 0; start < count; start += perSentence) {
    const length = Math.min(perSentence, count - start);
    const words = Array.from({ length }, (_, index) => VOCABULARY[(start + index) % VOCABULARY.length]);
    sentences.push(`${words.join(' ')}.`);
  }
  return sentences.join(' ');
}

/** Fields that pass every field check for the keyphrase "kayak". */
const FULL_FIELDS: SeoOptions = {
  keywords: ['kayak'],
  title: 'Kayak guide',
  seoTitle: 'Kayak guide for quiet rivers',
  metaDescription: `Plan a kayak trip on quiet rivers: ${'routes, gear and safety. '.repeat(5)}`.slice(0, 140),
  slug: 'kayak-guide',
};

const check = (text: string, id: SeoCheckId, options?: SeoOptions) =>
  seoChecks(text, options).checks.find((result) => result.check === id);
const ids = (text: string, options?: SeoOptions) => seoChecks(text, options).checks.map((result) => result.check);

describe('seoChecks', () => {
  it('scores the empty text 0, with only the length and heading checks', () => {
    for (const text of ['', '  \n\n ', '#\n\n---\n\n```\ncode only\n```']) {
      expect(seoChecks(text)).toMatchObject({ score: 0 });
      expect(ids(text)).toEqual(['length', 'has-heading']);
    }
    expect(seoChecks('', { keywords: ['kayak'] }).score).toBe(0);
  });

  it('scores a well-built article 100', () => {
    const links = 'See [our guide](/kayak-guide) and [the river authority](https://rivers.example.org). ![A red kayak](/kayak.png)';
    const section = `${prose(50)}\n\n${prose(50)}\n\n${prose(50)}`;
    // 2 + 2 + 3 (+ 8 of links) + 150 + 3 + 150 = 318 words, two subheadings; "kayak" 4 times (1.3%).
    const text = `# Kayak guide\n\n## Kayak basics\n\nA kayak ${links}\n\n${section}\n\n## Second part kayak\n\n${section}`;
    const report = seoChecks(text, FULL_FIELDS);
    expect(report.checks.filter((result) => !result.passed)).toEqual([]);
    expect(report.score).toBe(100);
    expect(ids(text, FULL_FIELDS)).toEqual([
      'length',
      'has-heading',
      'heading-structure',
      'paragraph-length',
      'sentence-length',
      'subheading-distribution',
      'keywords-present',
      'keyword-in-introduction',
      'keyword-density',
      'keyphrase-in-title',
      'keyphrase-in-subheading',
      'keyphrase-in-slug',
      'keyphrase-in-meta-description',
      'seo-title',
      'meta-description',
      'internal-link',
      'outbound-link',
      'image-alt',
    ]);
  });

  it('weights the score by the checks that passed', () => {
    const text = `# Guide\n\n${prose(40)}`;
    // Heading (10), structure (10), paragraphs (15), sentences (15) pass; length (20), the seven
    // keyphrase checks (70), the meta description (10) and both links (20) do not; the document
    // title passes seo-title (10): 60 of 180.
    expect(seoChecks(text, { title: 'Guide' }).score).toBe(33);
    // Without a title seo-title fails too: 50 of 180.
    expect(seoChecks(text).score).toBe(28);
    // Without a heading: 40 of 180.
    expect(seoChecks(prose(40)).score).toBe(22);
    // A keyword used nowhere scores like no keyword: every keyphrase check fails either way.
    expect(seoChecks(text, { keywords: ['kayak'] }).score).toBe(28);
  });

  it('asks for at least 300 words', () => {
    // The heading's word counts: 1 + 298 = 299.
    const short = check(`# Guide\n\n${prose(298)}`, 'length');
    expect(short).toMatchObject({ passed: false, weight: 20 });
    expect(short?.message).toContain('Add about 1 more words');
    expect(check(`# Guide\n\n${prose(299)}`, 'length')?.passed).toBe(true);
  });

  it('asks for a markdown heading line', () => {
    expect(check(prose(20), 'has-heading')?.passed).toBe(false);
    expect(check(`#hashtag ${prose(20)}`, 'has-heading')?.passed).toBe(false);
    expect(check(`## Part\n\n${prose(20)}`, 'has-heading')?.passed).toBe(true);
  });

  it('wants at most one H1, as the first heading', () => {
    const body = prose(20);
    expect(check(`# Title\n\n${body}\n\n## Part\n\n${body}`, 'heading-structure')?.passed).toBe(true);
    expect(check(`## Part\n\n${body}`, 'heading-structure')?.passed).toBe(true);
    expect(check(`${body}`, 'heading-structure')?.passed).toBe(true);

    const twoTitles = check(`# Title\n\n${body}\n\n# Another\n\n${body}`, 'heading-structure');
    expect(twoTitles).toMatchObject({ passed: false });
    expect(twoTitles?.message).toContain('this text has 2');
    const lateTitle = check(`## Part\n\n${body}\n\n# Title\n\n${body}`, 'heading-structure');
    expect(lateTitle).toMatchObject({ passed: false });
    expect(lateTitle?.message).toContain('first heading');
  });

  it('flags paragraphs and list items over 150 words', () => {
    expect(check(`${prose(150)}\n\n${prose(150)}`, 'paragraph-length')?.passed).toBe(true);
    const long = check(`${prose(20)}\n\n${prose(151)}`, 'paragraph-length');
    expect(long).toMatchObject({ passed: false });
    expect(long?.message).toContain('the longest has 151');
    expect(check(`- ${prose(151)}`, 'paragraph-length')?.passed).toBe(false);
    // Soft-wrapped lines are one paragraph.
    expect(check(`${prose(80)}\n${prose(80)}`, 'paragraph-length')?.passed).toBe(false);
  });

  it('wants sentences to average 20 words or fewer', () => {
    expect(check(prose(60, 20), 'sentence-length')?.passed).toBe(true);
    expect(check(prose(63, 21), 'sentence-length')?.passed).toBe(false);
    // Headings are not sentences: counting "# Guide" would bring the average to 11.
    expect(check(`# Guide\n\n${prose(21, 21)}`, 'sentence-length')?.passed).toBe(false);
  });

  it('allows at most a quarter of sentences over 25 words', () => {
    // One 26-word sentence in four: 25% long, average 14 words.
    expect(check(`${prose(26, 26)} ${prose(30)}`, 'sentence-length')?.passed).toBe(true);
    // Two in six: 33% long, though the average is only 15.3 words.
    const tooMany = check(`${prose(52, 26)} ${prose(40)}`, 'sentence-length');
    expect(tooMany).toMatchObject({ passed: false });
    expect(tooMany?.message).toContain('33% have over 25 words');
  });

  it('asks for a subheading every 300 words, from 300 words on', () => {
    const paragraphs = (count: number) => Array.from({ length: count }, () => prose(100)).join('\n\n');
    expect(ids(`# Title\n\n${paragraphs(2)}`)).not.toContain('subheading-distribution');
    // 1 + 600 words call for two subheadings; the H1 is no subheading.
    expect(check(`# Title\n\n${paragraphs(6)}`, 'subheading-distribution')?.passed).toBe(false);
    const one = check(`# Title\n\n## A\n\n${paragraphs(6)}`, 'subheading-distribution');
    expect(one).toMatchObject({ passed: false });
    expect(one?.message).toContain('Add 1 more');
    expect(check(`# Title\n\n## A\n\n${paragraphs(3)}\n\n## B\n\n${paragraphs(3)}`, 'subheading-distribution')?.passed).toBe(true);
  });

  describe('keywords', () => {
    it('fails every keyphrase check with "Set a focus keyphrase" without keywords, or with blank ones', () => {
      const text = `# Kayak guide\n\n${prose(40)} kayak.`;
      const keyphraseChecks = [
        'keywords-present',
        'keyword-in-introduction',
        'keyword-density',
        'keyphrase-in-title',
        'keyphrase-in-subheading',
        'keyphrase-in-slug',
        'keyphrase-in-meta-description',
      ];
      for (const options of [undefined, {}, { keywords: [] }, { keywords: ['', '  '] }, { ...FULL_FIELDS, keywords: [] }]) {
        const keyphrase = seoChecks(text, options).checks.filter((result) => keyphraseChecks.includes(result.check));
        expect(keyphrase.map((result) => result.check)).toEqual(keyphraseChecks);
        for (const result of keyphrase) expect(result).toMatchObject({ passed: false, weight: 10, message: NO_KEYPHRASE_MESSAGE });
      }
      expect(NO_KEYPHRASE_MESSAGE).toContain('Set a focus keyphrase');
      // The same text with the keyphrase set passes the introduction and title checks.
      const withKeyphrase = seoChecks(text, { keywords: ['kayak'], title: 'Kayak guide' }).checks;
      expect(withKeyphrase.find((result) => result.check === 'keyword-in-introduction')?.passed).toBe(true);
      expect(withKeyphrase.find((result) => result.check === 'keyphrase-in-title')?.passed).toBe(true);
      expect(withKeyphrase.filter((result) => result.message === NO_KEYPHRASE_MESSAGE)).toEqual([]);
      // The empty text still has only the length and heading checks.
      expect(ids('', { keywords: [] })).toEqual(['length', 'has-heading']);
    });

    it('uses the first 20 distinct keywords of up to 8 words', () => {
      const text = `${prose(20)} kayak.`;
      const unused = Array.from({ length: 19 }, (_, index) => `unused${index}`);
      const missing = (keywords: string[]) => check(text, 'keywords-present', { keywords })?.message ?? '';
      // "kayak" is the 20th keyword once the repeat is dropped, the 21st is ignored.
      expect(missing([...unused, 'unused0', 'kayak', 'canoe'])).not.toContain('canoe');
      expect(missing([...unused.slice(0, 18), 'kayak', 'canoe'])).toContain('“canoe”');
      expect(missing(['a b c d e f g h i', 'canoe'])).toBe('Use this keyword at least once: “canoe”.');
    });

    it('wants every keyword at least once, as whole words in any case', () => {
      const text = `Kayak trips on ${prose(20)} green fields.`;
      expect(check(text, 'keywords-present', { keywords: ['kayak', 'green fields'] })?.passed).toBe(true);
      const missing = check(text, 'keywords-present', { keywords: ['kayak', 'canoe', 'kay'] });
      expect(missing).toMatchObject({ passed: false, weight: 10 });
      expect(missing?.message).toBe('Use these keywords at least once: “canoe”, “kay”.');
    });

    it('wants the first keyword in the first paragraph, under any heading', () => {
      const intro = `${prose(20)} kayak.\n\n${prose(20)}`;
      const late = `${prose(20)}\n\n${prose(20)} kayak.`;
      expect(check(intro, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(true);
      expect(check(`# Guide\n\n## Part\n\n${intro}`, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(true);
      expect(check(`- kayak ${prose(5)}\n\n${prose(20)}`, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(true);
      const failing = check(late, 'keyword-in-introduction', { keywords: ['kayak'] });
      expect(failing).toMatchObject({ passed: false, weight: 10 });
      expect(failing?.message).toBe('Mention “kayak” in the first paragraph, so readers and search engines see the topic at once.');
      // A heading no longer stands in for the introduction (keyphrase-in-subheading reads those).
      expect(check(`## Kayak basics\n\n${late}`, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(false);
      // Look-alikes: part of a word, or the phrase split across blocks.
      expect(check(`${prose(20)} kayaks kayaking.\n\n${prose(20)}`, 'keyword-in-introduction', { keywords: ['kayak'] })?.passed).toBe(false);
      expect(check(`${prose(20)} sea\n\n- kayak`, 'keyword-in-introduction', { keywords: ['sea kayak'] })?.passed).toBe(false);
      // Only the first keyword counts.
      expect(check(intro, 'keyword-in-introduction', { keywords: ['canoe', 'kayak'] })?.passed).toBe(false);
    });

    it('wants the first keyword to make up 0.5% to 3% of the words', () => {
      // Each "kayak." replaces one filler word, so the text keeps `words` words.
      const withMentions = (count: number, words: number) =>
        `${prose(words - count)} ${Array.from({ length: count }, () => 'kayak.').join(' ')}`;
      const density = (count: number, words = 200) =>
        check(withMentions(count, words), 'keyword-density', { keywords: ['kayak'] });
      expect(density(0)).toMatchObject({ passed: false });
      expect(density(0)?.message).toContain('more often');
      expect(density(1)?.passed).toBe(true);
      expect(density(1, 201)?.passed).toBe(false); // 0.4975%
      expect(density(6)?.passed).toBe(true);
      expect(density(7)).toMatchObject({ passed: false });
      expect(density(7)?.message).toContain('less often: 7 mention(s) in 200 words is 3.5%; aim for at most 6');
    });

    it('says when a text is too short for any keyword density to pass', () => {
      const result = check(`${prose(20)} kayak`, 'keyword-density', { keywords: ['kayak'] });
      expect(result).toMatchObject({ passed: false });
      expect(result?.message).toContain('Write more');
    });
  });
});

describe('the keyphrase in the title, subheadings, slug and meta description', () => {
  const text = `# Kayak trips\n\n## Getting started\n\n${prose(40)} kayak.\n\n## Sea kayak routes\n\n${prose(20)}`;
  const passes = (id: SeoCheckId, options: SeoOptions) => check(text, id, { keywords: ['kayak'], ...options })?.passed;

  it('looks in the SEO title, else the document title', () => {
    expect(passes('keyphrase-in-title', { seoTitle: 'Kayak trips for beginners' })).toBe(true);
    expect(passes('keyphrase-in-title', { title: 'Kayak trips' })).toBe(true);
    // A set SEO title is what search results show: the document title no longer counts.
    expect(passes('keyphrase-in-title', { title: 'Kayak trips', seoTitle: 'River trips' })).toBe(false);
    expect(passes('keyphrase-in-title', { title: 'Kayaking trips' })).toBe(false);
    expect(passes('keyphrase-in-title', {})).toBe(false);
    expect(check(text, 'keyphrase-in-title', { keywords: ['kayak'], title: 'Trips' })?.message).toBe(
      'Put “kayak” in the title (there is no SEO title), ideally near its start.',
    );
  });

  it('looks in the subheadings (## and deeper), not the H1', () => {
    expect(passes('keyphrase-in-subheading', {})).toBe(true);
    expect(check(text, 'keyphrase-in-subheading', { keywords: ['sea kayak'] })?.passed).toBe(true);
    expect(check(text, 'keyphrase-in-subheading', { keywords: ['kayak trips'] })?.passed).toBe(false);
    const noSubheading = check(`# Kayak trips\n\n${prose(40)}`, 'keyphrase-in-subheading', { keywords: ['kayak'] });
    expect(noSubheading).toMatchObject({ passed: false, message: 'Add a subheading (##) that mentions “kayak”.' });
  });

  it('looks for the keyphrase’s words, hyphenated, in the slug', () => {
    expect(check(text, 'keyphrase-in-slug', { keywords: ['sea kayak'], slug: 'best-sea-kayak-routes' })?.passed).toBe(true);
    expect(check(text, 'keyphrase-in-slug', { keywords: ['Café menu'], slug: 'our-cafe-menu' })?.passed).toBe(true);
    expect(check(text, 'keyphrase-in-slug', { keywords: ['sea kayak'], slug: 'kayak-sea' })?.passed).toBe(false);
    expect(passes('keyphrase-in-slug', { slug: 'kayaking-tips' })).toBe(false);
    expect(check(text, 'keyphrase-in-slug', { keywords: ['sea kayak'] })?.message).toBe(
      'Set a URL slug that holds the keyphrase, such as “sea-kayak”.',
    );
  });

  it('looks in the meta description, as whole words', () => {
    expect(passes('keyphrase-in-meta-description', { metaDescription: 'Plan kayak trips on quiet rivers.' })).toBe(true);
    expect(passes('keyphrase-in-meta-description', { metaDescription: 'Plan kayaking trips on quiet rivers.' })).toBe(false);
    expect(check(text, 'keyphrase-in-meta-description', { keywords: ['kayak'] })?.message).toBe(
      'Write a meta description that mentions “kayak”.',
    );
  });
});

describe('SEO title and meta description', () => {
  const text = `# Kayak trips\n\n${prose(40)} kayak.`;

  it('read the SEO title, else the document title, and want a meta description', () => {
    expect(check(text, 'seo-title', { title: 'Kayak trips' })?.passed).toBe(true);
    expect(check(text, 'seo-title', { title: 'x'.repeat(61), seoTitle: 'Kayak trips' })?.passed).toBe(true);
    expect(check(text, 'seo-title', { title: 'x'.repeat(61) })?.message).toBe(
      'Shorten the title (there is no SEO title) to 60 characters or fewer (it has 61) so search results show all of it.',
    );
    expect(check(text, 'seo-title', {})?.passed).toBe(false);
    expect(check(text, 'meta-description', {})).toMatchObject({
      passed: false,
      message: 'Write a meta description of 120–156 characters: without one, search engines pick a passage themselves.',
    });
    // Blank fields are unset, as the server stores them.
    expect(check(text, 'seo-title', { seoTitle: '   ', title: 'Kayak trips' })?.passed).toBe(true);
    expect(check(text, 'meta-description', { metaDescription: '  ' })?.message).toMatch(/^Write a meta description/);
  });

  it('measure the title in characters as search results show them', () => {
    expect(check(text, 'seo-title', { seoTitle: 'é'.repeat(60) })?.passed).toBe(true);
    expect(check(text, 'seo-title', { seoTitle: 'é'.repeat(61) })?.message).toBe(
      'Shorten the SEO title to 60 characters or fewer (it has 61) so search results show all of it.',
    );
    // The keyphrase is its own check now: a short title without it passes seo-title.
    expect(check(text, 'seo-title', { seoTitle: 'River trips', keywords: ['kayak'] })?.passed).toBe(true);
  });

  it('want a description of 120 to 156 characters', () => {
    const description = (length: number) => `Kayak ${'a'.repeat(length - 6)}`;
    expect(check(text, 'meta-description', { metaDescription: description(119) })?.message).toBe(
      'Lengthen the meta description to at least 120 characters (it has 119).',
    );
    expect(check(text, 'meta-description', { metaDescription: description(120) })?.passed).toBe(true);
    expect(check(text, 'meta-description', { metaDescription: description(156) })?.passed).toBe(true);
    expect(check(text, 'meta-description', { metaDescription: description(157) })?.message).toMatch(
      /shorten the meta description to 156 characters or fewer \(it has 157\)/i,
    );
  });
});

describe('links and images', () => {
  const body = `# Guide\n\n${prose(40)}`;
  const kinds = (links: string, websiteUrl?: string) => {
    const report = seoChecks(`${body}\n\n${links}`, { websiteUrl });
    const passed = (id: SeoCheckId) => report.checks.find((result) => result.check === id)?.passed;
    return { internal: passed('internal-link'), outbound: passed('outbound-link') };
  };

  it('counts relative addresses as internal and other sites as outbound', () => {
    expect(kinds('See [pricing](/pricing) and [the guide](../guide.html "Guide").')).toEqual({ internal: true, outbound: false });
    expect(kinds('See [pricing](pricing) too.')).toEqual({ internal: true, outbound: false });
    expect(kinds('Read [the study](https://journal.example.org/study).')).toEqual({ internal: false, outbound: true });
    expect(kinds('Read <https://journal.example.org/study>.')).toEqual({ internal: false, outbound: true });
    expect(kinds('Read [the study](//journal.example.org/study).')).toEqual({ internal: false, outbound: true });
  });

  it('counts links to the client’s website as internal', () => {
    const links = 'See [pricing](https://www.acme.example/pricing) and [a review](https://reviews.example.net/acme).';
    expect(kinds(links, 'https://acme.example')).toEqual({ internal: true, outbound: true });
    expect(kinds('See [pricing](https://ACME.example/pricing).', 'https://www.acme.example/')).toEqual({ internal: true, outbound: false });
    // Without a known website, every absolute address is another site.
    expect(kinds(links)).toEqual({ internal: false, outbound: true });
    // A subdomain is another host.
    expect(kinds('See [the shop](https://shop.acme.example).', 'https://acme.example')).toEqual({ internal: false, outbound: true });
  });

  it('counts neither anchors, mail or phone links, images, nor links in code', () => {
    const lookAlikes = [
      'Jump to [the end](#end).',
      'Write to [us](mailto:hello@acme.example) or [call](tel:+15550100).',
      '![A chart](https://cdn.example.com/chart.png)',
      '```\n[pricing](/pricing) [study](https://journal.example.org)\n```',
      'Plain https://journal.example.org and /pricing in the text.',
      '[empty]()',
    ];
    for (const links of lookAlikes) expect(kinds(links)).toEqual({ internal: false, outbound: false });
    const missing = check(body, 'internal-link', { websiteUrl: 'https://acme.example' });
    expect(missing?.message).toBe('Link to a related page of the site (a relative address such as /guide or one on acme.example).');
  });

  it('wants alternative text on every image, and applies only with images', () => {
    expect(ids(body)).not.toContain('image-alt');
    expect(check(`${body}\n\n![A red kayak](/kayak.png "Kayak")`, 'image-alt')?.passed).toBe(true);
    const missing = check(`${body}\n\n![](/a.png) ![ ](/b.png) ![A](/c.png)`, 'image-alt');
    expect(missing).toMatchObject({ passed: false, weight: 10 });
    expect(missing?.message).toContain('the 2 images without alternative text');
    // An image is no link: the image's address never passes a link check.
    expect(check(`${body}\n\n![A](https://cdn.example.com/a.png)`, 'outbound-link')?.passed).toBe(false);
  });
});
