import { QueryClient } from "@tanstack/react-query";
import { onSessionReset } from "../lib/session-store";

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
  onSessionReset(() => client.clear());
  return client;
}
