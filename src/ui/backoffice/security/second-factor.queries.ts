import type { QueryClient } from '@tanstack/react-query'
import type { SecondFactorArea } from '../../../application/backoffice/ports/second-factor-gateway'
import { readSecondFactorPolicy, secondFactorStatus } from '../../../application/backoffice/second-factor.use-case'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

// The administrator's second factor as the server states it (decision 063). It changes only on this
// page (enrolment, new codes) or by a super administrator's reset, which ends the session anyway.

export const secondFactorKeys = {
  status: (area: SecondFactorArea) => ['second-factor', area, 'status'] as const,
  policy: ['second-factor', 'policy'] as const,
}

export const SECURITY_PAGE = {
  backoffice: '/backoffice/securite',
  'showcase-admin': '/vitrine/backoffice/securite',
} as const satisfies Record<SecondFactorArea, string>

export const secondFactorStatusQuery = (runUseCase: RunUseCase, area: SecondFactorArea) =>
  useCaseQuery(runUseCase, secondFactorKeys.status(area), secondFactorStatus(area), Number.POSITIVE_INFINITY)

export const secondFactorPolicyQuery = (runUseCase: RunUseCase) =>
  useCaseQuery(runUseCase, secondFactorKeys.policy, readSecondFactorPolicy())

/** The status must be read again (after an enrolment, new codes, or the server's 403 saying it is required). */
export const refreshSecondFactorStatus = (queryClient: QueryClient, area: SecondFactorArea) =>
  queryClient.invalidateQueries({ queryKey: secondFactorKeys.status(area) })
