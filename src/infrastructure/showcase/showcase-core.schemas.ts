import type { CategoryNode, CountedCategory, HomeBlock, ProductCard } from '../../application/showcase/showcase-content'
import type { CategoryTreeWire, CountedCategoryWire, HomeBlockWire } from '../../contract/showcase/home'
import type { ProductCardWire } from '../../contract/showcase/shared-shapes'

// What every public page reads (the layout's category tree and partners, the home blocks) is parsed
// with the contract's shapes (src/contract/showcase/home.ts), then renamed here into the read
// models. Plain code rather than valibot transforms: fewer valibot functions on the home page's
// JavaScript budget. The other pages' mappings load with them (showcase-pages.schemas.ts).

export const productCardFromWire = ({ sub_category, ...card }: ProductCardWire): ProductCard => ({
  ...card,
  subCategory: sub_category,
})

export const homeBlocksFromWire = (blocks: readonly HomeBlockWire[]): HomeBlock[] =>
  blocks.map(({ body_html, secondary_link, products, ...block }) => ({
    ...block,
    bodyHtml: body_html,
    secondaryLink: secondary_link,
    products: products.map(productCardFromWire),
  }))

const countedFromWire = ({ product_count, ...category }: CountedCategoryWire): CountedCategory => ({
  ...category,
  productCount: product_count,
})

export const categoriesFromWire = (tree: CategoryTreeWire): CategoryNode[] =>
  tree.map(({ children, ...category }) => ({ ...countedFromWire(category), children: children.map(countedFromWire) }))
