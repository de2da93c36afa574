import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { failureOf, isNotFound, UseCaseFailure } from '../../../application/use-case-failure'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import type { Crumb } from '../breadcrumbs/breadcrumbs'
import { EmptyState, ErrorState, useRouteRetry } from '../list-states/list-states'
import { RouteErrorScreen } from '../status/route-error-screen'
import { errorMessage } from '../messages/error-messages'
import { BackofficePage } from './backoffice-layout'

/*
 * Back-office kit: the errorComponent of a record's route (an update page) and its id parsing.
 *
 *   loader: ({ params }) => { const id = recordIdOf(params.id); ... }
 *   errorComponent: backofficeLoadError({ title: 'Modifier une enseigne', trail: [...] })
 */

/**
 * The `$id` of the address as a record id. Anything else names no record, as an id the server does not
 * know: the same 404 failure, so that the route's errorComponent shows its French page inside the back
 * office (the router's own not-found page is a bare English "Not Found").
 */
export function recordIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  if (id < 1) throw new UseCaseFailure({ _tag: 'Rejected', status: 404, message: null })
  return id
}

export function backofficeLoadError({ title, trail }: { title: string; trail: readonly Crumb[] }) {
  return function BackofficeLoadError({ error, reset }: ErrorComponentProps) {
    const retry = useRouteRetry(reset)
    const failure = failureOf(error)
    const list = trail.at(-1)
    if (failure === null) return <RouteErrorScreen />
    return (
      <BackofficePage title={title} trail={trail}>
        {isNotFound(error) ? (
          <EmptyState>
            Cet enregistrement n’existe pas ou a été supprimé.{' '}
            {list?.to === undefined ? null : <Link to={list.to}>Retour à la liste : {list.label}</Link>}
          </EmptyState>
        ) : (
          <ErrorState message={BACKOFFICE_MESSAGES.loadFailed} detail={errorMessage(failure)} onRetry={retry} />
        )}
      </BackofficePage>
    )
  }
}
