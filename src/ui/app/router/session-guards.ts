import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { Identity } from '../../../domain/session-rules'
import type { RawLoginSearch } from './raw-login-search'
import type { RouterContext } from './router-context'

type LoginScreen = '/login' | '/admin' | '/vitrine/admin'

/** What a guarded area adds to its children's context: the query client, loaded once the guard passed. */
export type QueryArea = { readonly queryClient: QueryClient }

// Spec §5-6: the client only checks that a token is present; the server judges whether it is valid.
// Guards run from the entry chunk, hence the on-demand imports of the use cases and of the query
// factories (which import React Query, kept off the public pages).
export async function requireTokens(
  context: RouterContext,
  identities: readonly Identity[],
  loginScreen: LoginScreen,
): Promise<void> {
  const { hasToken } = await import('../../../application/session/startup.use-case')
  for (const identity of identities) {
    if (!(await context.runUseCase(hasToken(identity)))) throw redirect({ to: loginScreen, replace: true })
  }
}

/**
 * The customer area and the cart: a shop token must be present, and the server must still know
 * the shop (spec §4: loading the shop clears a session it refuses). Cached for the whole visit.
 */
export async function requireShop(context: RouterContext, wanted?: string): Promise<QueryArea> {
  // The wanted page rides along to /login, which parses it and goes there after the login (decision 043).
  const search = wanted === undefined ? {} : { redirect: wanted }
  const toLogin = () => redirect({ to: '/login', search, replace: true })
  const { hasToken } = await import('../../../application/session/startup.use-case')
  if (!(await context.runUseCase(hasToken('shop')))) throw toLogin()
  const { queryClient, shop } = await loadShop(context)
  if (shop === null) throw toLogin()
  return { queryClient }
}

async function loadShop(context: RouterContext) {
  const [queryClient, { shopSessionQuery }] = await Promise.all([
    context.loadQueryClient(),
    import('../queries/session.queries'),
  ])
  return { queryClient, shop: await queryClient.ensureQueryData(shopSessionQuery(context.runUseCase)) }
}

/** /login for a shop already logged in: straight to where it wanted to go (decision 043). */
export async function skipLoginWhenSignedIn(context: RouterContext, search: RawLoginSearch): Promise<void> {
  const { hasToken } = await import('../../../application/session/startup.use-case')
  if (!(await context.runUseCase(hasToken('shop')))) return
  const [{ shop }, { afterLoginPath }] = await Promise.all([loadShop(context), import('./login-search')])
  if (shop !== null) throw redirect({ href: afterLoginPath(search), replace: true })
}

/**
 * The back office: an admin token must be present; its pages read the admin from the cache. The page
 * asked for rides along to /admin, which goes there after the login (decision 043).
 */
export async function requireAdmin(context: RouterContext, wanted?: string): Promise<QueryArea> {
  const { hasToken } = await import('../../../application/session/startup.use-case')
  if (!(await context.runUseCase(hasToken('admin')))) throw toAdminLogin(wanted)
  return { queryClient: await context.loadQueryClient() }
}

/** /admin, keeping the page asked for; /admin itself keeps only a back-office path (decision 043). */
export function toAdminLogin(wanted?: string) {
  return redirect({ to: '/admin', search: wanted === undefined ? {} : { redirect: wanted }, replace: true })
}

/**
 * The showcase back office (decision 036): both sets of its two-step login must be stored, and the
 * storefront must accept its token (asked once per visit, then read from the query cache); a token it
 * refuses sends the visitor to /vitrine/admin, as no token does (spec §6).
 */
export async function requireShowcaseAdmin(context: RouterContext): Promise<QueryArea> {
  await requireTokens(context, ['storefront-portal', 'storefront'], '/vitrine/admin')
  const [queryClient, { showcaseAdminSessionQuery, showcaseAdminSessionKey }] = await Promise.all([
    context.loadQueryClient(),
    import('../../showcase-admin/showcase-admin-session.queries'),
  ])
  const admin = await queryClient.ensureQueryData(showcaseAdminSessionQuery(context.runUseCase))
  if (admin === null) {
    // Not kept: the next login writes its own answer, and a later visit must ask again.
    queryClient.removeQueries({ queryKey: showcaseAdminSessionKey })
    throw redirect({ to: '/vitrine/admin', replace: true })
  }
  return { queryClient }
}
