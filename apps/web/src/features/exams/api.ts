import type { ExamFormatId, ExamResult, ExamView, QuizCategory } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';
import { reviewKeys } from '../../lib/review.ts';

export interface ExamAttemptSummary {
  id: string;
  format: ExamFormatId;
  level: number;
  area: QuizCategory | null;
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  score: number | null;
  passMark: number;
}

export const examKeys = {
  all: ['exams'] as const,
  list: (token: string | null) => ['exams', 'list', token] as const,
  one: (token: string | null, id: string) => ['exams', 'one', token, id] as const,
  result: (token: string | null, id: string) => ['exams', 'result', token, id] as const,
};

export function useExamList() {
  const token = useToken();
  return useQuery({
    queryKey: examKeys.list(token),
    queryFn: ({ signal }) => api.get<{ attempts: ExamAttemptSummary[] }>('/exams', { signal }),
    select: (d) => d.attempts,
    enabled: token !== null,
  });
}

export function useExam(id: string) {
  const token = useToken();
  return useQuery({
    queryKey: examKeys.one(token, id),
    queryFn: ({ signal }) => api.get<{ exam: ExamView }>(`/exams/${encodeURIComponent(id)}`, { signal }),
    select: (d) => d.exam,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useExamResult(id: string, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: examKeys.result(token, id),
    queryFn: ({ signal }) => api.get<{ result: ExamResult }>(`/exams/${encodeURIComponent(id)}/result`, { signal }),
    select: (d) => d.result,
    enabled: token !== null && enabled,
  });
}

export function useStartExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { format: ExamFormatId; level: number; area: QuizCategory | null }) =>
      api.post<{ exam: ExamView }>('/exams', input).then((d) => d.exam),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}

export function saveAnswer(id: string, input: { question: number; answer?: number | null; flagged?: boolean }) {
  return api.put<{ answers: (number | null)[]; flags: boolean[] }>(`/exams/${encodeURIComponent(id)}/answer`, input);
}

export function useSubmitExam(id: string) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: () => api.post<{ result: ExamResult }>(`/exams/${encodeURIComponent(id)}/submit`).then((d) => d.result),
    onSuccess: (result) => {
      queryClient.setQueryData(examKeys.result(token, id), { result });
      void queryClient.invalidateQueries({ queryKey: examKeys.list(token) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

export function useExamReport(id: string) {
  return useMutation({
    mutationFn: () =>
      api.post<{ pdf: { url: string; filename: string }; pdfUrl: string; filename: string }>(
        `/exams/${encodeURIComponent(id)}/report`,
      ),
  });
}
