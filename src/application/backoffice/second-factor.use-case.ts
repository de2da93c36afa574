import type { Effect } from 'effect'
import type { GatewayError } from '../errors'
import {
  type SecondFactorArea,
  type SecondFactorEnrolment,
  SecondFactorGateway,
  type SecondFactorPolicy,
  type SecondFactorStatus,
} from './ports/second-factor-gateway'

// The security page's calls (decision 063): the rules (code window, single use, policy) are the server's;
// the browser only asks and shows.

type Call<A> = Effect.Effect<A, GatewayError, SecondFactorGateway>

export const secondFactorStatus = (area: SecondFactorArea): Call<SecondFactorStatus> =>
  SecondFactorGateway.use((gateway) => gateway.status(area))

export const startEnrolment = (area: SecondFactorArea): Call<SecondFactorEnrolment> =>
  SecondFactorGateway.use((gateway) => gateway.start(area))

export const confirmEnrolment = (area: SecondFactorArea, code: string): Call<readonly string[]> =>
  SecondFactorGateway.use((gateway) => gateway.confirm(area, code))

export const regenerateRecoveryCodes = (area: SecondFactorArea, code: string): Call<readonly string[]> =>
  SecondFactorGateway.use((gateway) => gateway.regenerate(area, code))

export const readSecondFactorPolicy = (): Call<SecondFactorPolicy> =>
  SecondFactorGateway.use((gateway) => gateway.readPolicy())

export const saveSecondFactorPolicy = (policy: SecondFactorPolicy): Call<SecondFactorPolicy> =>
  SecondFactorGateway.use((gateway) => gateway.savePolicy(policy))

export const resetSecondFactor = (adminId: number): Call<string> =>
  SecondFactorGateway.use((gateway) => gateway.reset(adminId))
