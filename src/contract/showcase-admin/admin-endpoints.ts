import type * as v from 'valibot'
import type { AdminResource } from '../backoffice/backoffice-shapes'
import { type ResourceEndpointKind, resourceEndpoints } from '../backoffice/resource-endpoints'
import { MessageWire } from '../wire-primitives'

/** What most resources serve. */
export const FIVE = ['list', 'read', 'create', 'update', 'delete'] as const
type Five = (typeof FIVE)[number]

/**
 * The endpoints of a showcase back-office resource, from its descriptor (decision 053): list (the total
 * in `x-total-count`), read, create (201), update and delete (`?version=`), which answers the server's
 * French message. A bulk action or a CSV export only where the resource names them in `only`.
 */
export const showcaseResourceEndpoints = <K extends ResourceEndpointKind = Five>(
  resource: AdminResource,
  query: v.GenericSchema,
  only: readonly K[] = FIVE as readonly Five[] as readonly K[],
) => resourceEndpoints(resource, { query, only, shapes: { delete: { answer: MessageWire } } })
