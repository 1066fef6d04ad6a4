/**
 * The open positions of spec §2 Careers (display data, spec §3 "job position").
 * Shared because the application endpoint validates `positionId` against these ids and the
 * application dialog shows their titles; plain data, no Node or DOM imports.
 */
export interface JobPositionData {
  /** Stable slug used in applications; never rename one that has been published. */
  readonly id: string;
  readonly title: string;
  readonly department: string;
  readonly location: string;
  readonly type: string;
  /** Yearly salary range as shown to candidates. */
  readonly salary: string;
  readonly description: string;
  /** The three key requirements listed with the position. */
  readonly requirements: readonly [string, string, string];
}

export const jobPositions = [
  {
    id: 'senior-ai-engineer',
    title: 'Senior AI Engineer',
    department: 'Engineering',
    location: 'San Francisco or Remote',
    type: 'Full-time',
    salary: '$180K-$250K',
    description:
      'Design and ship the language models behind brand-voice training and real-time writing suggestions, from evaluation sets to production inference.',
    requirements: [
      '5+ years building machine-learning systems in production',
      'Hands-on experience fine-tuning and evaluating large language models',
      'Strong Python and TypeScript, with a habit of measuring before optimising',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    salary: '$130K-$170K',
    description:
      'Shape how writers and agencies work with AI every day: the editor, brand-voice setup and client workspaces, from research to polished interface.',
    requirements: [
      '4+ years designing complex web applications',
      'A portfolio showing research-led decisions and shipped work',
      'Fluency with design systems and accessible interaction patterns',
    ],
  },
  {
    id: 'developer-relations-engineer',
    title: 'Developer Relations Engineer',
    department: 'Developer Experience',
    location: 'Remote',
    type: 'Full-time',
    salary: '$120K-$160K',
    description:
      'Help developers succeed with our API: write guides and sample apps, run workshops and bring what you hear back to the product team.',
    requirements: [
      '3+ years of software engineering with public APIs',
      'Clear technical writing and confident public speaking',
      'Experience growing or supporting a developer community',
    ],
  },
  {
    id: 'customer-success-manager',
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'New York or Remote',
    type: 'Full-time',
    salary: '$90K-$120K',
    description:
      'Own a portfolio of agency and enterprise accounts, guide their onboarding and make sure every team gets measurable value from the platform.',
    requirements: [
      '3+ years in customer success or account management for SaaS',
      'Comfort running training sessions for marketing and content teams',
      'A track record of improving retention and expansion',
    ],
  },
  {
    id: 'marketing-data-analyst',
    title: 'Marketing Data Analyst',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    salary: '$85K-$115K',
    description:
      'Turn campaign, funnel and product data into clear answers that steer where we spend time and budget.',
    requirements: [
      '2+ years of marketing or product analytics',
      'Strong SQL and one of Python or R',
      'Experience with attribution models and experiment design',
    ],
  },
  {
    id: 'content-marketing-specialist',
    title: 'Content Marketing Specialist',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    salary: '$70K-$95K',
    description:
      'Write the guides, customer stories and newsletters that show content teams how to do their best work with AI.',
    requirements: [
      '2+ years writing for a B2B or SaaS audience',
      'Solid grasp of SEO and editorial planning',
      'Writing samples that show range across formats',
    ],
  },
] as const satisfies readonly JobPositionData[];

export type JobPosition = (typeof jobPositions)[number];
export type JobPositionId = JobPosition['id'];

/** Looks a position up by id; undefined for a position that is not open. */
export function findJobPosition(id: string): JobPosition | undefined {
  return jobPositions.find((position) => position.id === id);
}
