import * as v from 'valibot'
import { sameSitePath } from '../../../domain/login-redirect'
import type { RawLoginSearch } from './raw-login-search'

// /login?redirect=/account/order?page=2 (decision 043): where the shop wanted to go before
// logging in. The address bar is user input: only a path of this site survives the parse. This module
// loads with the login's guard and page, not with the entry (the home page's budget, decision 037).

export type LoginSearch = { readonly redirect?: string | undefined }

const LoginSearchSchema = v.object({
  redirect: v.optional(
    v.pipe(
      v.string(),
      v.check((path) => sameSitePath(path) !== null),
    ),
  ),
})

/** The parsed search: a refused value is dropped (the route's raw search only kept strings). */
export function loginSearch(search: RawLoginSearch): LoginSearch {
  const parsed = v.safeParse(LoginSearchSchema, search)
  return { redirect: parsed.success ? parsed.output.redirect : undefined }
}

/** Where a logged-in shop goes from /login: the wanted page if it is a path of this site, else the catalogue. */
export function afterLoginPath(search: RawLoginSearch): string {
  return loginSearch(search).redirect ?? '/account/catalog'
}
