import { Effect, Layer } from 'effect'
import { Rejected } from '../../application/errors'
import { AccountGateway } from '../../application/ports/account-gateway'
import { HttpClient } from '../http/http-client.fetch'
import { EcommerceLinkSchema, MessageSchema } from './account-gateway.schemas'
import { portalCall } from './portal-http'

// A call sent without a token is never refreshed, so SessionExpired cannot happen; should the
// client ever say so, a plain 401 is the honest reading.
const neverExpires = () => Effect.fail(new Rejected({ status: 401, message: null }))

export function makeHttpAccountGateway(client: HttpClient['Service']): AccountGateway['Service'] {
  return AccountGateway.of({
    forgotPassword: (identifiant) =>
      portalCall(client, { method: 'POST', path: '/forgot-password', body: { identifiant }, auth: 'none' }, MessageSchema).pipe(
        Effect.catchTag('SessionExpired', neverExpires),
      ),
    resetPassword: (reset) =>
      portalCall(
        client,
        {
          method: 'POST',
          path: '/change-password',
          body: { token: reset.token, password: reset.password, password_confirmation: reset.confirmation },
          auth: 'none',
        },
        MessageSchema,
      ).pipe(Effect.catchTag('SessionExpired', neverExpires)),
    changePassword: (change) =>
      portalCall(
        client,
        {
          method: 'POST',
          path: '/change-password',
          body: { data: { current_password: change.current, password: change.password, password_confirmation: change.confirmation } },
        },
        MessageSchema,
      ),
    ecommerceLink: () =>
      portalCall(client, { method: 'GET', path: '/auth/ecommerce/authentication-link' }, EcommerceLinkSchema).pipe(Effect.map((answer) => answer.link)),
  })
}

export const AccountGatewayHttp: Layer.Layer<AccountGateway, never, HttpClient> = Layer.effect(AccountGateway, HttpClient.useSync(makeHttpAccountGateway))
