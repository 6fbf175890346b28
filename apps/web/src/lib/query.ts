import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/index.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will answer the same way again; only a dropped connection or a 5xx is worth one retry.
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
