import { Effect } from 'effect'
import type { DecodeError, NetworkError, Rejected } from '../errors'
import type { Admin, Credentials } from '../session/ports/auth-gateway'
import { TokenStore } from '../session/ports/token-store'
import { type ShowcaseAdmin, ShowcaseAdminGateway } from '../showcase-admin/ports/showcase-admin-gateway'
import { type ChallengeStep, SecondFactorGateway, type SsoSignedIn } from './ports/second-factor-gateway'

// The back offices' sign-in with the second factor (decision 063). The password step answers the
// administrator, or a challenge the page answers with a code; tokens are stored exactly as the logins
// without it store them (spec §4: the area chosen by rememberMe, both sets of the showcase login at once).

type LoginFailure = Rejected | NetworkError | DecodeError

/** The password step's outcome as the page reads it. */
export type SignedInOr<Who> = { readonly kind: 'signed-in'; readonly who: Who } | ChallengeStep

export const signInAdmin = Effect.fn('signInAdmin')(function* (
  credentials: Credentials,
  rememberMe: boolean,
): Effect.fn.Return<SignedInOr<Admin>, LoginFailure, SecondFactorGateway | TokenStore> {
  const step = yield* (yield* SecondFactorGateway).adminLogin(credentials)
  if (step.kind === 'challenge') return step
  yield* (yield* TokenStore).save('admin', step.tokens, rememberMe)
  return { kind: 'signed-in', who: step.admin }
})

export const finishAdminSignIn = Effect.fn('finishAdminSignIn')(function* (
  challenge: string,
  code: string,
  rememberMe: boolean,
): Effect.fn.Return<Admin, LoginFailure, SecondFactorGateway | TokenStore> {
  const { tokens, admin } = yield* (yield* SecondFactorGateway).adminCode(challenge, code)
  yield* (yield* TokenStore).save('admin', tokens, rememberMe)
  return admin
})

/** The SSO set is exchanged at the storefront; both sets are stored only once both steps succeeded. */
const exchangeAndStore = Effect.fn('exchangeAndStore')(function* (
  sso: SsoSignedIn,
  rememberMe: boolean,
): Effect.fn.Return<ShowcaseAdmin, LoginFailure, ShowcaseAdminGateway | TokenStore> {
  const store = yield* TokenStore
  const { tokens, admin } = yield* (yield* ShowcaseAdminGateway).exchange(sso.tokens.AccessToken, sso.login)
  yield* store.save('storefront-portal', sso.tokens, rememberMe)
  yield* store.save('storefront', tokens, rememberMe)
  return admin
})

export const signInShowcaseAdmin = Effect.fn('signInShowcaseAdmin')(function* (
  credentials: Credentials,
  rememberMe: boolean,
): Effect.fn.Return<SignedInOr<ShowcaseAdmin>, LoginFailure, SecondFactorGateway | ShowcaseAdminGateway | TokenStore> {
  const step = yield* (yield* SecondFactorGateway).ssoLogin(credentials)
  if (step.kind === 'challenge') return step
  return { kind: 'signed-in', who: yield* exchangeAndStore(step, rememberMe) }
})

export const finishShowcaseAdminSignIn = Effect.fn('finishShowcaseAdminSignIn')(function* (
  challenge: string,
  code: string,
  rememberMe: boolean,
): Effect.fn.Return<ShowcaseAdmin, LoginFailure, SecondFactorGateway | ShowcaseAdminGateway | TokenStore> {
  const sso = yield* (yield* SecondFactorGateway).ssoCode(challenge, code)
  return yield* exchangeAndStore(sso, rememberMe)
})
