import { queryOptions, useQuery } from '@tanstack/react-query';
import { styleRulesSchema, type StyleRules } from '@shared/contract/style-rules';
import { apiRequest } from '@/lib/api-request';

/** The workspace's own Vale rule files (ADR 0031): read by Settings, a client's style guide and the editor's feedback. */
export async function fetchStyleRules(): Promise<StyleRules> {
  return styleRulesSchema.parse(await apiRequest('GET', '/api/style-rules'));
}

export const styleRulesQuery = queryOptions({ queryKey: ['/api/style-rules'], queryFn: fetchStyleRules });

export function useStyleRules() {
  return useQuery(styleRulesQuery);
}
