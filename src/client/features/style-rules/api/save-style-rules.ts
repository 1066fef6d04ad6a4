import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importStyleRulesResultSchema,
  styleRuleErrorSchema,
  styleRulesSchema,
  type ImportStyleRulesBody,
  type PutStyleRulesBody,
  type StyleRuleErrorBody,
} from '@shared/contract/style-rules';
import { ApiError, apiRequest } from '@/lib/api-request';
import { styleRulesQuery } from '@/lib/style-rules/style-rules-query';

/** The file and line of a rule the server refused, when the error names them. */
export function styleRuleErrorOf(error: unknown): StyleRuleErrorBody | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = styleRuleErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** PUT the whole set (a file left out is deleted); the list every reader shares is replaced by the answer. */
export function useSaveStyleRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutStyleRulesBody) => styleRulesSchema.parse(await apiRequest('PUT', '/api/style-rules', body)),
    onSuccess: (saved) => queryClient.setQueryData(styleRulesQuery.queryKey, saved),
  });
}

export function useImportStyleRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ImportStyleRulesBody) => importStyleRulesResultSchema.parse(await apiRequest('POST', '/api/style-rules/import', body)),
    onSuccess: (result) => queryClient.setQueryData(styleRulesQuery.queryKey, { files: result.files }),
  });
}
