/** An outline as the model wrote it (and the writer edited it): a title and its sections. */
export interface Outline {
  /** The level-1 heading's text, or null when there is none. */
  title: string | null;
  /** Each section as markdown: its level-2 heading line and the notes under it. */
  sections: string[];
}

/**
 * Reads an outline: the first `# ` line is the title, each `## ` line starts a section that runs
 * to the next one. An outline without `## ` headings is read one section per non-empty line, so
 * a writer's plain list works too.
 */
export function splitOutline(markdown: string): Outline {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let title: string | null = null;
  const sections: string[][] = [];
  for (const line of lines) {
    const heading = /^\s*(#{1,2})\s+(.*\S)\s*$/.exec(line);
    if (heading?.[1] === '#' && title === null && sections.length === 0) title = heading[2]!;
    else if (heading?.[1] === '##') sections.push([`## ${heading[2]!}`]);
    else if (sections.length > 0) sections.at(-1)!.push(line);
  }
  if (sections.length > 0) return { title, sections: sections.map((section) => section.join('\n').trim()) };
  const items = lines
    .map((line) => line.replace(/^\s*(?:#+|[-*+]|\d+[.)])\s+/, '').trim())
    .filter((line, index) => line !== '' && !(title !== null && index === lines.findIndex((candidate) => /^\s*#\s/.test(candidate))));
  return { title, sections: items.map((item) => `## ${item}`) };
}
