import { Layer } from 'effect'
import * as v from 'valibot'
import { AccountGateway } from '../../application/portal/ports/account-gateway'
import {
  type ChangePasswordBody,
  EcommerceLinkWire,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '../../contract/portal/account'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { MessageWire } from '../../contract/wire-primitives'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { tokenlessCall } from '../http/tokenless-call'
import { portalCall } from './portal-http'

/** Only a web address may be opened in a new tab: anything else would be a script or a local file. */
const EcommerceLinkAnswer = v.pipe(
  EcommerceLinkWire,
  v.transform((answer) => answer.link),
  v.url(),
  v.regex(/^https?:\/\//i),
)

export function makeHttpAccountGateway(client: HttpClient['Service']): AccountGateway['Service'] {
  const E = PORTAL_ENDPOINTS
  return AccountGateway.of({
    forgotPassword: (identifiant) => {
      const body: ForgotPasswordBody = { identifiant }
      return tokenlessCall(client, requestOf(E.forgotPassword, { body, auth: 'none' }), MessageWire)
    },
    resetPassword: (reset) => {
      const body: ResetPasswordBody = {
        token: reset.token,
        password: reset.password,
        password_confirmation: reset.confirmation,
      }
      return tokenlessCall(client, requestOf(E.changePassword, { body, auth: 'none' }), MessageWire)
    },
    changePassword: (change) => {
      const body: ChangePasswordBody = {
        data: {
          current_password: change.current,
          password: change.password,
          password_confirmation: change.confirmation,
        },
      }
      return portalCall(client, requestOf(E.changePassword, { body }), MessageWire)
    },
    ecommerceLink: () => portalCall(client, requestOf(E.ecommerceLink, {}), EcommerceLinkAnswer),
  })
}

export const AccountGatewayHttp: Layer.Layer<AccountGateway, never, HttpClient> = Layer.effect(
  AccountGateway,
  HttpClient.useSync(makeHttpAccountGateway),
)
