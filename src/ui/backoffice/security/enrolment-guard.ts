import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { SecondFactorArea } from '../../../application/backoffice/ports/second-factor-gateway'
import type { RouterContext } from '../../app/router/router-context'
import { SECURITY_PAGE, secondFactorStatusQuery } from './second-factor.queries'

/**
 * Decision 063: when the policy applies to an administrator who has not turned the second factor on, the
 * area's only page is its security page until they do. The server refuses every other call anyway (403);
 * this spares the administrator pages that can only fail. A status the server does not give (network)
 * blocks nothing here: the server's refusal still stands.
 */
export async function requireEnrolment(
  context: Pick<RouterContext, 'runUseCase'> & { readonly queryClient: QueryClient },
  area: SecondFactorArea,
  pathname: string,
): Promise<void> {
  const page = SECURITY_PAGE[area]
  let pending: boolean
  try {
    const status = await context.queryClient.ensureQueryData(secondFactorStatusQuery(context.runUseCase, area))
    pending = status.required && !status.enabled
  } catch {
    return
  }
  if (pending && pathname.replace(/\/$/, '') !== page) throw redirect({ to: page, replace: true })
}
