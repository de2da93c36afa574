import * as v from 'valibot'
import { HOME_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { isSitePath } from '../../domain/rich-text-links'
import { Blank, chosenId, optionalChecked } from '../backoffice/catalog-fields'
import type { AdminResource } from '../backoffice/backoffice-shapes'
import { BodyId, MessageWire } from '../wire-primitives'

// Field schemas shared by the home blocks, partners and catalogues of the showcase back office
// (decision 036). Forms send ids as text and an emptied optional field as '': both are read here.

/** A media library item chosen in a picker; absent, null or '' is "none". */
export const optionalMediaId = (message: string) => v.optional(v.union([Blank, chosenId(message)], message), null)

/** A media library item that must be chosen. */
export const requiredMediaId = (missing: string) =>
  v.pipe(
    v.optional(v.union([Blank, chosenId(missing)], missing), null),
    v.check((id) => id !== null, missing),
    v.transform((id) => id as number),
  )

/** A path of the site (`/catalogue`, never `//host`) or an https address. */
export function isLinkHref(text: string): boolean {
  return isSitePath(text) || isHttpsUrl(text)
}

export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text) || !URL.canParse(text)) return false
  const host = new URL(text).hostname
  return host.includes('.') || host === 'localhost'
}

export const optionalLinkHref = () => optionalChecked(500, M.linkInvalid, isLinkHref, M.linkInvalid)

/** PUT <path>/order: the ids of ALL the records, in their new order. */
export const OrderBody = v.object({
  ids: v.pipe(v.array(BodyId, M.orderMismatch), v.maxLength(1000, M.orderMismatch)),
})
export type OrderBody = v.InferOutput<typeof OrderBody>

/**
 * PUT <path>/order of an ordered resource, as a one-record resource of the generic gateway
 * (`gateway.updateSingle(orderOf(HOME_BLOCKS), { ids })`): it answers the server's French message.
 */
export const orderOf = (
  resource: AdminResource,
): AdminResource<typeof MessageWire, typeof OrderBody, typeof OrderBody> => ({
  path: `${resource.path}/order`,
  surface: resource.surface,
  entity: resource.entity,
  item: MessageWire,
  createBody: OrderBody,
  updateBody: OrderBody,
})
