import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandVoiceSchema, type BrandVoice, type LearnVoiceBody } from '@shared/contract/brand-voice';
import { aiUsageKey } from '@/lib/ai/ai-usage';
import { apiRequest } from '@/lib/api-request';
import { refreshClientList } from './client-keys';

/** PUT /api/clients/:id/voice: learn the voice from 3–5 samples (pasted or reference files). */
export function useLearnVoice(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LearnVoiceBody): Promise<BrandVoice> => brandVoiceSchema.parse(await apiRequest('PUT', `/api/clients/${clientId}/voice`, body)),
    onSuccess: () => refreshClientList(queryClient),
  });
}

/** POST /api/clients/:id/voice/style-guide: the model drafts the written style guide (one AI request). */
export function useDraftStyleGuide(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<BrandVoice> => brandVoiceSchema.parse(await apiRequest('POST', `/api/clients/${clientId}/voice/style-guide`)),
    onSettled: async () => {
      await Promise.all([refreshClientList(queryClient), queryClient.invalidateQueries({ queryKey: aiUsageKey })]);
    },
  });
}

/** PATCH /api/clients/:id/voice: the agency's edit of the style guide. */
export function useSaveStyleGuide(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (styleGuide: string | null): Promise<BrandVoice> =>
      brandVoiceSchema.parse(await apiRequest('PATCH', `/api/clients/${clientId}/voice`, { styleGuide })),
    onSuccess: () => refreshClientList(queryClient),
  });
}

/** DELETE /api/clients/:id/voice: forget the learned voice and its guide. */
export function useForgetVoice(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', `/api/clients/${clientId}/voice`);
    },
    onSuccess: () => refreshClientList(queryClient),
  });
}
