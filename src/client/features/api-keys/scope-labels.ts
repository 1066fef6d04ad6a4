import type { ApiKeyScope } from '@shared/vocabulary';

/** What each scope lets a key do, in the create form's words (the routes behind them: /api-docs). */
export const scopeLabels: Record<ApiKeyScope, { label: string; description: string }> = {
  read: { label: 'Read', description: 'Read documents and brands, and analyze text.' },
  write: { label: 'Write', description: 'Create, change and delete documents and brands.' },
  ai: { label: 'AI', description: 'Rewrite text with your workspace’s AI model.' },
};
