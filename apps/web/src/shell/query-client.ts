import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // The server answered: retrying won't change a 4xx. Network trouble gets two more tries.
      retry: (count, err) => !(err instanceof ApiError) && count < 2,
    },
  },
});
