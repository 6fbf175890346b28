import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/index.ts';
import { useToken } from '../auth/index.ts';
import type { PdfGenerated, PdfRecord, RecordId, StudyGuideRequest } from './types.ts';

// Keyed by token, like the signed-in user, so one account never sees another's files.
export const pdfKeys = {
  all: ['pdf'] as const,
  history: (token: string | null) => ['pdf', 'history', token] as const,
};

export function usePdfHistory() {
  const token = useToken();
  return useQuery({
    queryKey: pdfKeys.history(token),
    queryFn: ({ signal }) => api.get<{ pdfs: PdfRecord[] }>('/pdf/history', { signal }),
    // Newest first, whatever order the list arrives in.
    select: (data) => [...data.pdfs].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    enabled: token !== null,
  });
}

export function useGenerateStudyGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudyGuideRequest) => api.post<PdfGenerated>('/pdf/generate-from-topic', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfKeys.all }),
  });
}

export function useGenerateQuizReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quizAttemptId: RecordId) => api.post<PdfGenerated>('/pdf/generate-quiz-report', { quizAttemptId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfKeys.all }),
  });
}

export function useDeletePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: RecordId) => api.delete<{ success: true }>(`/pdf/${encodeURIComponent(String(id))}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pdfKeys.all }),
  });
}
