import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { SecondFactorArea } from '../../../application/backoffice/ports/second-factor-gateway'
import { failureOf } from '../../../application/use-case-failure'
import { SECOND_FACTOR_MESSAGES } from '../../../domain/messages/second-factor-messages'
import type { NavItem } from '../../kit/backoffice/backoffice-layout'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { refreshSecondFactorStatus, SECURITY_PAGE, secondFactorStatusQuery } from './second-factor.queries'

export const SECURITY_NAV_LABEL = 'Sécurité du compte'

/** The server's refusal of any call while the policy waits for this administrator's enrolment. */
export function isEnrolmentRequired(thrown: unknown): boolean {
  const failure = failureOf(thrown)
  return failure?._tag === 'Rejected' && failure.status === 403 && failure.message === SECOND_FACTOR_MESSAGES.required
}

/**
 * An area's menu with its security page (decision 063). While the policy waits for this administrator's
 * enrolment the menu holds nothing else and any other page gives way to the security page. A read the
 * server refuses for that reason (the policy changed during the visit) has the status read again; the
 * move follows the settled location, so that a load still under way cannot land on its failed page after it.
 */
export function useSecurityNav(area: SecondFactorArea, nav: readonly NavItem[]): readonly NavItem[] {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: status } = useQuery(secondFactorStatusQuery(runUseCase, area))
  const pending = status?.required === true && !status.enabled
  const page = SECURITY_PAGE[area]
  const settled = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })

  useEffect(() => {
    if (pending && settled.replace(/\/$/, '') !== page) void navigate({ to: page, replace: true })
  }, [pending, settled, page, navigate])

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        if (!isEnrolmentRequired(event.action.error)) return
        void refreshSecondFactorStatus(queryClient, area)
      }),
    [queryClient, area],
  )

  const security: NavItem = { label: SECURITY_NAV_LABEL, to: page }
  return pending ? [security] : [...nav, security]
}
