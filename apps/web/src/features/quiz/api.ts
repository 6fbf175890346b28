import type { LevelId } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';
import type { Quiz, QuizId, QuizResult, QuizSummary } from './types.ts';

// Keyed by token, like the signed-in user, so one account never sees another's attempts.
export const quizKeys = {
  all: ['quiz'] as const,
  lists: ['quiz', 'list'] as const,
  list: (token: string | null, level: LevelId | null) => ['quiz', 'list', token, level] as const,
  quiz: (token: string | null, id: string) => ['quiz', 'one', token, id] as const,
};

export function useQuizList(level: LevelId | null) {
  const token = useToken();
  return useQuery({
    queryKey: quizKeys.list(token, level),
    queryFn: ({ signal }) =>
      api.get<{ quizzes: QuizSummary[] }>(level ? `/quiz/list?level=${level}` : '/quiz/list', { signal }),
    select: (data) => data.quizzes,
    enabled: token !== null,
  });
}

export function useQuiz(id: string) {
  const token = useToken();
  return useQuery({
    queryKey: quizKeys.quiz(token, id),
    queryFn: ({ signal }) => api.get<{ quiz: Quiz }>(`/quiz/${encodeURIComponent(id)}`, { signal }),
    select: (data) => data.quiz,
    enabled: token !== null,
    // A quiz's questions do not change while it is being taken.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface SubmitInput {
  answers: number[];
  /** The same key for the same attempt, so a double submit is stored once. */
  attemptKey: string;
}

export function useSubmitQuiz(id: QuizId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput) =>
      api
        .post<{ result: QuizResult }>(`/quiz/${encodeURIComponent(String(id))}/submit`, input)
        .then((data) => data.result),
    // Attempt counts and best scores in the list change with every attempt.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.lists }),
  });
}

export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) =>
      api.post<{ quiz: QuizSummary }>('/quiz/generate', { chatId }).then((data) => data.quiz),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.lists }),
  });
}
