// The search of /login as the route keeps it: the key is always set, because the router merges the root's
// raw search under this one, so a value must be overwritten, not merely left out. It is parsed with valibot
// (./login-search) where it is used, in the route's guard and its page, both loaded on demand: the parse
// and its domain rule would otherwise ship in the entry chunk that the home page downloads.

export type RawLoginSearch = { readonly redirect?: string | undefined }

export function rawLoginSearch(search: Record<string, unknown>): RawLoginSearch {
  return { redirect: typeof search.redirect === 'string' ? search.redirect : undefined }
}
