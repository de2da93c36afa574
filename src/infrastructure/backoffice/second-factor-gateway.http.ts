import { Layer } from 'effect'
import * as v from 'valibot'
import {
  type AdminSignedIn,
  type SecondFactorArea,
  SecondFactorGateway,
  type SignInStep,
  type SsoSignedIn,
} from '../../application/backoffice/ports/second-factor-gateway'
import { BACKOFFICE_ENDPOINTS } from '../../contract/backoffice/backoffice.endpoints'
import {
  AdminLoginStepWire,
  RecoveryCodesWire,
  type SecondFactorCodeBody,
  type SecondFactorCodeOnlyBody,
  SecondFactorEnrolmentWire,
  SecondFactorPolicyWire,
  SecondFactorStatusWire,
  SsoLoginStepWire,
} from '../../contract/backoffice/second-factor'
import { AdminLoginWire, type LoginBody } from '../../contract/portal/auth'
import { SsoLoginWire } from '../../contract/portal/sso-auth'
import { MessageWire } from '../../contract/wire-primitives'
import {
  SHOWCASE_ADMIN_SESSION_ENDPOINTS as SHOWCASE,
  SHOWCASE_ADMIN_SSO_ENDPOINTS as SSO,
} from '../../contract/showcase-admin/session.endpoints'
import { endpointData, requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { tokenlessCall, tokensOf } from '../http/tokenless-call'

// The second factor's calls (decision 063). The password steps answer tokens or a challenge; the challenge
// is told apart by its `second_factor` marker, so an answer of neither shape is a DecodeError, never a cast.

const adminSignedIn = (answer: AdminLoginWire): AdminSignedIn => ({
  tokens: tokensOf(answer, answer.data.id),
  admin: { id: answer.data.id, login: answer.data.login, email: answer.data.email, role: answer.data.role },
})
const ssoSignedIn = (answer: SsoLoginWire): SsoSignedIn => ({
  tokens: tokensOf(answer, answer.data.id),
  login: answer.data.login,
})

const AdminStepAnswer = v.pipe(
  AdminLoginStepWire,
  v.transform(
    (answer): SignInStep<AdminSignedIn> =>
      'second_factor' in answer
        ? { kind: 'challenge', challenge: answer.challenge }
        : { kind: 'signed-in', ...adminSignedIn(answer) },
  ),
)
const SsoStepAnswer = v.pipe(
  SsoLoginStepWire,
  v.transform(
    (answer): SignInStep<SsoSignedIn> =>
      'second_factor' in answer
        ? { kind: 'challenge', challenge: answer.challenge }
        : { kind: 'signed-in', ...ssoSignedIn(answer) },
  ),
)
const CodesAnswer = v.pipe(
  RecoveryCodesWire,
  v.transform(({ recovery_codes }) => recovery_codes),
)
const PolicyAnswer = v.pipe(
  SecondFactorPolicyWire,
  v.transform(({ policy }) => policy),
)
const MessageAnswer = v.pipe(
  MessageWire,
  v.transform(({ message }) => message),
)

const B = BACKOFFICE_ENDPOINTS.security
// Each area's own session: the Portal API's admin token, or the storefront's showcase-admin token.
const OWN = {
  backoffice: { status: B.status, start: B.start, confirm: B.confirm, codes: B.recoveryCodes, auth: 'admin' },
  'showcase-admin': {
    status: SHOWCASE.securityStatus,
    start: SHOWCASE.securityStart,
    confirm: SHOWCASE.securityConfirm,
    codes: SHOWCASE.securityRecoveryCodes,
    auth: 'storefront',
  },
} as const

export function makeHttpSecondFactorGateway(client: HttpClient['Service']): SecondFactorGateway['Service'] {
  const own = (area: SecondFactorArea) => OWN[area]
  return SecondFactorGateway.of({
    adminLogin: (credentials) =>
      tokenlessCall(
        client,
        requestOf(BACKOFFICE_ENDPOINTS.session.login, { body: credentials satisfies LoginBody, auth: 'none' }),
        AdminStepAnswer,
      ),
    adminCode: (challenge, code) => {
      const body: SecondFactorCodeBody = { challenge, code }
      const request = requestOf(BACKOFFICE_ENDPOINTS.session.secondFactor, { body, auth: 'none' })
      return tokenlessCall(client, request, v.pipe(AdminLoginWire, v.transform(adminSignedIn)))
    },
    ssoLogin: (credentials) =>
      tokenlessCall(
        client,
        requestOf(SSO.login, { body: credentials satisfies LoginBody, auth: 'none' }),
        SsoStepAnswer,
      ),
    ssoCode: (challenge, code) => {
      const body: SecondFactorCodeBody = { challenge, code }
      const request = requestOf(SSO.secondFactor, { body, auth: 'none' })
      return tokenlessCall(client, request, v.pipe(SsoLoginWire, v.transform(ssoSignedIn)))
    },
    status: (area) => endpointData(client, own(area).status, { auth: own(area).auth }, SecondFactorStatusWire),
    start: (area) => endpointData(client, own(area).start, { auth: own(area).auth }, SecondFactorEnrolmentWire),
    confirm: (area, code) => {
      const body: SecondFactorCodeOnlyBody = { code }
      return endpointData(client, own(area).confirm, { auth: own(area).auth, body }, CodesAnswer)
    },
    regenerate: (area, code) => {
      const body: SecondFactorCodeOnlyBody = { code }
      return endpointData(client, own(area).codes, { auth: own(area).auth, body }, CodesAnswer)
    },
    readPolicy: () => endpointData(client, B.readPolicy, { auth: 'admin' }, PolicyAnswer),
    savePolicy: (policy) => endpointData(client, B.savePolicy, { auth: 'admin', body: { policy } }, PolicyAnswer),
    reset: (adminId) => endpointData(client, B.reset, { auth: 'admin', params: { id: adminId } }, MessageAnswer),
  })
}

export const SecondFactorGatewayHttp: Layer.Layer<SecondFactorGateway, never, HttpClient> = Layer.effect(
  SecondFactorGateway,
  HttpClient.useSync(makeHttpSecondFactorGateway),
)
