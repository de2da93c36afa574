import { useQueryClient } from '@tanstack/react-query'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { notifier } from '../notifications/notifier'
import { backofficeKeys } from './resource.queries'
import { notifyFailure } from './kit-failures'

/*
 * Back-office kit: a list screen's actions on its records, the list refreshed after each.
 *
 *   const actions = useRecordActions(BRANDS)
 *   onDelete={() => void actions.remove(brand)}                 // toast: deleted, or the server's refusal
 *   bulkActions={[{ id: 'activate', label: '…', run: actions.bulk('activate') }]}   // answers the server's message
 *
 * A refusal (a record still in use, yourself, the last super administrator) shows the server's sentence.
 */
export function useRecordActions(resource: AdminResource) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  return {
    async remove(record: { readonly id: number; readonly version: number }) {
      try {
        const said = await runUseCase(
          BackofficeGateway.use((gateway) => gateway.remove(resource, record.id, record.version)),
        )
        notifier.success(said ?? BACKOFFICE_MESSAGES.deleted)
      } catch (thrown) {
        notifyFailure(thrown, BACKOFFICE_MESSAGES.deleteFailed)
      }
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })
    },
    bulk: (action: string) => async (ids: readonly number[]) =>
      (await runUseCase(BackofficeGateway.use((gateway) => gateway.bulk(resource, { ids: [...ids], action })))).message,
  }
}
