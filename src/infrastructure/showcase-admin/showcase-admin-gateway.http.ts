import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { type ShowcaseAdmin, ShowcaseAdminGateway } from '../../application/showcase-admin/ports/showcase-admin-gateway'
import { SsoLoginBody, SsoLoginWire } from '../../contract/portal/sso-auth'
import {
  CurrentShowcaseAdminWire,
  type ExchangeSsoBody,
  ShowcaseAdminLoginWire,
  type ShowcaseAdminWire,
} from '../../contract/showcase-admin/auth'
import {
  SHOWCASE_ADMIN_SESSION_ENDPOINTS as SESSION,
  SHOWCASE_ADMIN_SSO_ENDPOINTS as SSO,
} from '../../contract/showcase-admin/session.endpoints'
import { endpointData, requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { tokenlessCall, tokensOf } from '../http/tokenless-call'

const adminFromWire = (admin: ShowcaseAdminWire): ShowcaseAdmin => ({
  sso_id: admin.sso_id,
  login: admin.login,
  email: admin.email,
})

const SsoLoginAnswer = v.pipe(
  SsoLoginWire,
  v.transform((answer) => ({ tokens: tokensOf(answer, answer.data.id), login: answer.data.login })),
)
const ExchangeAnswer = v.pipe(
  ShowcaseAdminLoginWire,
  v.transform((answer) => ({ tokens: tokensOf(answer, answer.data.sso_id), admin: adminFromWire(answer.data) })),
)
const CurrentAnswer = v.pipe(
  CurrentShowcaseAdminWire,
  v.transform(({ authenticatable }) => adminFromWire(authenticatable)),
)

export function makeHttpShowcaseAdminGateway(client: HttpClient['Service']): ShowcaseAdminGateway['Service'] {
  return ShowcaseAdminGateway.of({
    ssoLogin: (credentials) =>
      tokenlessCall(
        client,
        requestOf(SSO.login, { body: credentials satisfies v.InferInput<typeof SsoLoginBody>, auth: 'none' }),
        SsoLoginAnswer,
      ),
    exchange: (ssoAccessToken, login) => {
      const body: ExchangeSsoBody = { access_token: ssoAccessToken, login }
      return tokenlessCall(client, requestOf(SESSION.exchange, { body, auth: 'none' }), ExchangeAnswer)
    },
    // Named identity, not by path: the guard runs while the page is still elsewhere (the login page).
    current: () => endpointData(client, SESSION.current, { auth: 'storefront' }, CurrentAnswer),
    logout: (session) =>
      client
        .request(
          // The administrator is leaving anyway: a 401 here is no news worth a toast.
          session === 'storefront'
            ? requestOf(SESSION.logout, { auth: 'storefront', notifyUnauthorized: false })
            : requestOf(SSO.logout, { auth: 'storefront-portal', notifyUnauthorized: false }),
          v.unknown(),
        )
        .pipe(Effect.ignore),
  })
}

export const ShowcaseAdminGatewayHttp: Layer.Layer<ShowcaseAdminGateway, never, HttpClient> = Layer.effect(
  ShowcaseAdminGateway,
  HttpClient.useSync(makeHttpShowcaseAdminGateway),
)
