// Packages the benchmarks compare Inkwise with; devDependencies, never imported by src/ (yoastseo is
// GPL-3.0 and must never be bundled). Neither ships types: only what the benchmarks call is declared.

declare module 'write-good' {
  interface Suggestion {
    index: number;
    offset: number;
    reason: string;
  }
  export default function writeGood(text: string, options?: Record<string, boolean>): Suggestion[];
}

declare module 'yoastseo' {
  export class Paper {
    constructor(text: string, attributes?: { locale?: string; keyword?: string });
  }
  export class ContentAssessor {
    constructor(researcher: unknown);
    assess(paper: Paper): void;
    getValidResults(): Array<{ getScore(): number }>;
  }
}

declare module 'yoastseo/build/languageProcessing/languages/en/Researcher.js' {
  import type { Paper } from 'yoastseo';

  type Researcher = new (paper: Paper) => { getResearch(name: string): unknown };
  const EnglishResearcher: Researcher | { default: Researcher };
  export default EnglishResearcher;
}
