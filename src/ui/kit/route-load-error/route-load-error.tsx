import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { type Failure, failureOf } from '../../../application/use-case-failure'
import { sessionKeys } from '../../app/queries/session.queries'
import type { Crumb } from '../breadcrumbs/breadcrumbs'
import { ErrorState, LoadingState, useRouteRetry } from '../list-states/list-states'
import { PortalPage } from '../../portal/layout/portal-page'
import { RouteErrorScreen } from '../status/route-error-screen'

/** The server's own words when it sent some: shown under the spec's message, never instead of it. */
export function serverDetail(error: Failure): string | null {
  return error._tag === 'Rejected' ? error.message : null
}

/** A session the server no longer renews: the 'Non autorisé' toast is already shown, go to /login. */
export function SessionEnded() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    queryClient.removeQueries({ queryKey: sessionKeys.shop })
    void navigate({ to: '/login', replace: true })
  }, [navigate, queryClient])
  return <LoadingState />
}

type LoadErrorOptions = { readonly trail: readonly Crumb[]; readonly title: string; readonly message: string }

/** The errorComponent of a portal route whose loader failed: the spec message of that screen (§8). */
export function routeLoadError({ trail, title, message }: LoadErrorOptions) {
  return function RouteLoadError({ error, reset }: ErrorComponentProps) {
    const retry = useRouteRetry(reset)
    const failure = failureOf(error)
    if (failure === null) return <RouteErrorScreen />
    if (failure._tag === 'SessionExpired') return <SessionEnded />
    return (
      <PortalPage trail={trail} title={title}>
        <ErrorState message={message} detail={serverDetail(failure)} onRetry={retry} />
      </PortalPage>
    )
  }
}
