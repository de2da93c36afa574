import * as v from 'valibot'
import type { HomeBlock, ProductCard } from '../../application/showcase/showcase-content'

// Wire shapes (snake_case) of what every public page reads: the layout's category tree and partners,
// and the home blocks. Anything of another shape is a decode error, never a cast. Renaming to the
// read models is plain code (to*), not valibot transforms: fewer valibot functions on the home
// page's JavaScript budget. The other pages' shapes load with them (showcase-pages.schemas.ts).

const Text = v.string()
const NullableText = v.nullish(v.string(), null)

export const ImageSchema = v.object({
  src: Text,
  srcset: v.optional(v.string(), ''),
  width: v.number(),
  height: v.number(),
  alt: v.optional(v.string(), ''),
})

export const NullableImage = v.nullish(ImageSchema, null)

export const CategoryRefSchema = v.object({ slug: Text, name: Text })

const LinkSchema = v.nullish(v.object({ label: Text, href: Text }), null)

export const ProductCardWireSchema = v.object({
  slug: Text,
  name: Text,
  excerpt: v.optional(v.string(), ''),
  image: NullableImage,
  category: CategoryRefSchema,
  sub_category: v.nullish(CategoryRefSchema, null),
})

export const toProductCard = ({ sub_category, ...card }: v.InferOutput<typeof ProductCardWireSchema>): ProductCard => ({ ...card, subCategory: sub_category })

export const PartnerSchema = v.object({ name: Text, url: Text, logo: NullableImage })

export const PartnersSchema = v.array(PartnerSchema)

export const HomeBlocksSchema = v.array(
  v.object({
    id: v.number(),
    type: v.picklist(['hero', 'text_image', 'product_highlight', 'partners', 'call_to_action']),
    position: v.number(),
    title: Text,
    subtitle: NullableText,
    body_html: NullableText,
    image: NullableImage,
    link: LinkSchema,
    secondary_link: LinkSchema,
    products: v.optional(v.array(ProductCardWireSchema), []),
    partners: v.optional(v.array(PartnerSchema), []),
  }),
)

export const toHomeBlocks = (blocks: v.InferOutput<typeof HomeBlocksSchema>): HomeBlock[] =>
  blocks.map(({ body_html, secondary_link, products, ...block }) => ({
    ...block,
    bodyHtml: body_html,
    secondaryLink: secondary_link,
    products: products.map(toProductCard),
  }))

export const CategoryLeafSchema = v.object({
  slug: Text,
  name: Text,
  description: v.optional(v.string(), ''),
  image: NullableImage,
})

export const CategoryTreeSchema = v.array(
  v.object({ ...CategoryLeafSchema.entries, children: v.optional(v.array(CategoryLeafSchema), []) }),
)

/** The `{ message }` of an error answer, when the body has one. */
export const ErrorBodySchema = v.object({ message: Text })
