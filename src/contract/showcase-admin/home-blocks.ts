import * as v from 'valibot'
import { HOME_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { AdminListQuery, VersionEntries, RecordStampEntries, storefrontResource } from '../backoffice/backoffice-shapes'
import { chosenId, optionalText, requiredText } from '../backoffice/catalog-fields'
import { HOME_BLOCK_TYPES } from '../showcase/home'
import { Id, NullableText } from '../wire-primitives'
import { optionalLinkHref, optionalMediaId, orderOf } from './home-fields'

// The home page's blocks in the showcase back office (decision 036): GET/POST /admin/home-blocks (ordered by
// position), GET/PUT/DELETE /admin/home-blocks/{id}, PUT /admin/home-blocks/order {ids}.

export { HOME_BLOCK_TYPES }
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number]
export const IMAGE_POSITIONS = ['left', 'right'] as const
export const MAX_HIGHLIGHTED_PRODUCTS = 12

/** The fields each type shows; the others are emptied on save (the public site ignores them). */
export const HOME_BLOCK_TYPE_FIELDS: Record<HomeBlockType, { image: boolean; products: boolean }> = {
  hero: { image: true, products: false },
  text_image: { image: true, products: false },
  product_highlight: { image: false, products: true },
  partners: { image: false, products: false },
  call_to_action: { image: false, products: false },
}

export const HomeBlockAdminWire = v.object({
  id: Id,
  type: v.picklist(HOME_BLOCK_TYPES),
  position: v.number(),
  title: v.string(),
  subtitle: NullableText,
  body_html: NullableText,
  image_id: v.nullable(Id),
  image_position: v.nullable(v.picklist(IMAGE_POSITIONS)),
  link_label: NullableText,
  link_href: NullableText,
  secondary_link_label: NullableText,
  secondary_link_href: NullableText,
  /** The highlighted products, in their order (product_highlight only; else empty). */
  products: v.array(v.object({ product_id: Id, name: v.string() })),
  ...RecordStampEntries,
})
export type HomeBlockAdminWire = v.InferOutput<typeof HomeBlockAdminWire>

const ProductRow = v.object({ product_id: chosenId(M.productUnknown) })

const linkEntries = {
  link_label: optionalText(80, M.labelTooLong),
  link_href: optionalLinkHref(),
  secondary_link_label: optionalText(80, M.labelTooLong),
  secondary_link_href: optionalLinkHref(),
}

const homeBlockEntries = {
  type: v.picklist(HOME_BLOCK_TYPES, M.typeRequired),
  title: requiredText(200, M.titleTooLong),
  subtitle: optionalText(300, M.subtitleTooLong),
  /** Rich text, sanitised by the server on write. */
  body_html: optionalText(20_000, M.bodyTooLong, true),
  image_id: optionalMediaId(M.imageUnknown),
  image_position: v.optional(
    v.union([
      v.pipe(
        v.union([v.literal(''), v.null()]),
        v.transform((): null => null),
      ),
      v.picklist(IMAGE_POSITIONS),
    ]),
    null,
  ),
  ...linkEntries,
  products: v.optional(v.pipe(v.array(ProductRow), v.maxLength(MAX_HIGHLIGHTED_PRODUCTS, M.productsTooMany)), []),
}

// A link is a label and an address, both or neither; a product highlight names at least one product.
type Checked = {
  type: string
  link_label: string | null
  link_href: string | null
  secondary_link_label: string | null
  secondary_link_href: string | null
  products: readonly unknown[]
}
const labelWithoutHref = (label: 'link_label' | 'secondary_link_label') => (input: Checked) =>
  input[label] !== null || input[label === 'link_label' ? 'link_href' : 'secondary_link_href'] === null
const hrefWithoutLabel = (href: 'link_href' | 'secondary_link_href') => (input: Checked) =>
  input[href] !== null || input[href === 'link_href' ? 'link_label' : 'secondary_link_label'] === null
const hasProducts = (input: Pick<Checked, 'type' | 'products'>) =>
  input.type !== 'product_highlight' || input.products.length > 0

export const HomeBlockBody = v.pipe(
  v.object(homeBlockEntries),
  v.forward(v.partialCheck([['link_label'], ['link_href']], labelWithoutHref('link_label'), M.linkLabelMissing), [
    'link_label',
  ]),
  v.forward(v.partialCheck([['link_label'], ['link_href']], hrefWithoutLabel('link_href'), M.linkHrefMissing), [
    'link_href',
  ]),
  v.forward(
    v.partialCheck(
      [['secondary_link_label'], ['secondary_link_href']],
      labelWithoutHref('secondary_link_label'),
      M.linkLabelMissing,
    ),
    ['secondary_link_label'],
  ),
  v.forward(
    v.partialCheck(
      [['secondary_link_label'], ['secondary_link_href']],
      hrefWithoutLabel('secondary_link_href'),
      M.linkHrefMissing,
    ),
    ['secondary_link_href'],
  ),
  v.forward(v.partialCheck([['type'], ['products']], hasProducts, M.productsRequired), ['products']),
)
export type HomeBlockBody = v.InferOutput<typeof HomeBlockBody>
// The same checks, plus the version read: every issue of both parts is reported at once.
export const HomeBlockUpdateBody = v.intersect([HomeBlockBody, v.object(VersionEntries)])
export type HomeBlockUpdateBody = v.InferOutput<typeof HomeBlockUpdateBody>

export const HomeBlockListQuery = AdminListQuery

export const HOME_BLOCKS = storefrontResource('/admin/home-blocks', 'vitrine_home_block', {
  item: HomeBlockAdminWire,
  createBody: HomeBlockBody,
  updateBody: HomeBlockUpdateBody,
})

/** PUT /admin/home-blocks/order {ids}: the order of ALL the blocks. */
export const HOME_BLOCK_ORDER = orderOf(HOME_BLOCKS)
