import { QueryClient } from '@tanstack/react-query'

/**
 * The app's one query client; fetched on demand through ./query-client-loader, never imported
 * statically by the entry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Use cases already refresh tokens and map failures; a blind retry would only delay the message.
      queries: { retry: false },
    },
  })
}
