import {
  HOME_BLOCK_TYPE_FIELDS,
  type HomeBlockBody,
  type HomeBlockUpdateBody,
} from '../../../src/contract/showcase-admin/home-blocks'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import { recordWrites } from '../../platform/shared/row-writes'
import { invalid, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import { sanitizeRichText } from '../../showcase/showcase.public'
import type { HomeBlockRecord, HomeBlockStore, HomeBlockUnit, HomeBlockValues } from './home-block-store'
import type { ListWindow } from '../../platform/shared/write-outcome'
import { saveOrder } from './ordering'

const ENTITY = 'vitrine_home_block'

// What a block of this type keeps: the fields its type does not show are emptied, so that a block
// turned from a hero into a call to action does not carry a hidden image the public site ignores.
function valuesOf(body: HomeBlockBody): {
  values: HomeBlockValues
  productIds: number[]
} {
  const shows = HOME_BLOCK_TYPE_FIELDS[body.type]
  const html = body.body_html === null ? '' : sanitizeRichText(body.body_html)
  return {
    values: {
      type: body.type,
      title: body.title,
      subtitle: body.subtitle,
      bodyHtml: html === '' ? null : html,
      imageId: shows.image ? body.image_id : null,
      imagePosition: shows.image ? body.image_position : null,
      linkLabel: body.link_label,
      linkHref: body.link_href,
      secondaryLinkLabel: body.secondary_link_label,
      secondaryLinkHref: body.secondary_link_href,
    },
    productIds: shows.products ? body.products.map((row) => row.product_id) : [],
  }
}

/** The references a form names must exist: an image of the library, showcase products once each. */
async function checkReferences(unit: HomeBlockUnit, values: HomeBlockValues, productIds: readonly number[]) {
  const fields: Record<string, string> = {}
  if (values.imageId !== null && (await unit.mediaKind(values.imageId)) !== 'image') fields.image_id = M.imageUnknown
  const existing = await unit.existingProducts(productIds)
  productIds.forEach((id, index) => {
    if (!existing.has(id)) fields[`products.${index}.product_id`] = M.productUnknown
    else if (productIds.indexOf(id) !== index) fields[`products.${index}.product_id`] = M.productDuplicated
  })
  return Object.keys(fields).length === 0 ? null : invalid(fields)
}

/** The form's values, or why they cannot be written. */
async function checked(unit: HomeBlockUnit, body: HomeBlockBody) {
  const { values, productIds } = valuesOf(body)
  return (await checkReferences(unit, values, productIds)) ?? { values: { values, productIds } }
}

// The home page's blocks (decision 036): each write checks the version it was given and records its audit
// line in its own transaction (docs/decisions/054-one-versioned-save.md); the order of all the blocks
// is saved at once.
export function homeBlockUseCases(deps: { store: HomeBlockStore; clock: Clock }) {
  const { store, clock } = deps
  const records = recordWrites({ store, entity: ENTITY })
  return {
    list: (window: ListWindow) => store.list(window),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: HomeBlockBody): Promise<WriteOutcome<HomeBlockRecord>> =>
      records.create(actor, {
        check: (unit) => checked(unit, body),
        insert: (unit, { values, productIds }) => unit.insert(values, productIds, clock.now()),
      }),

    update: (actor: AdminActor, id: number, body: HomeBlockUpdateBody): Promise<WriteOutcome<HomeBlockRecord>> =>
      records.save(actor, id, body.version, {
        check: (unit) => checked(unit, body),
        write: (unit, { values, productIds }) => unit.update(id, body.version, values, productIds, clock.now()),
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<HomeBlockRecord>> =>
      records.remove(actor, id, version, { remove: (unit) => unit.remove(id) }),

    reorder: (actor: AdminActor, ids: readonly number[]) =>
      store.run((unit) => saveOrder(unit, { actor, entity: ENTITY, ids, now: clock.now() })),
  }
}
