/**
 * The generators by the label people (and tests) find them under, apart from their code: the AI
 * menu lists them without loading the generators themselves, which load with the dialog.
 */
export const GENERATORS = {
  headlines: { label: 'Headlines', title: 'Headlines', limit: 'at most 60 characters each' },
  'meta-description': { label: 'Meta description', title: 'Meta descriptions', limit: 'at most 156 characters each' },
  'social-posts': { label: 'Social posts', title: 'Social posts', limit: 'within each network’s limit' },
  'subject-lines': { label: 'Email subject lines', title: 'Email subject lines', limit: 'at most 60 characters, with a preheader' },
  summarize: { label: 'Summarize', title: 'Summaries', limit: 'sentences taken from the text' },
} as const;

export type GeneratorKind = keyof typeof GENERATORS;

