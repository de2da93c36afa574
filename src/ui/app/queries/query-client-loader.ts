import type { QueryClient } from '@tanstack/react-query'

/** Gives the one query client of the app, fetching React Query on the first call. */
export type LoadQueryClient = () => Promise<QueryClient>

// React Query weighs about 8 KB gzip and only the customer and back-office areas use it: it is
// fetched when one of them (or start-up, for a stored shop session) first asks for the client, so an
// anonymous visitor of the public pages never downloads it (JavaScript budget of `/`).
// The dynamic import targets our own module, not '@tanstack/react-query': importing the package
// itself on demand makes the bundler scatter the entry into some twenty small preloaded chunks,
// which gives back more than half of what leaving React Query out saves (measured with Vite 8).
export function createQueryClientLoader(): LoadQueryClient {
  let client: Promise<QueryClient> | null = null
  return () => {
    client ??= import('./query-client.factory').then(({ createQueryClient }) => createQueryClient())
    return client
  }
}
