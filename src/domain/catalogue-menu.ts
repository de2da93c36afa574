// What the public site offers to browse (decision 046): a subcategory without any published product leads
// to an empty page, so it leaves the menu, the footer, the sitemap and the whole-catalogue page.
// Categories of the first level stay: their page presents the trade even before its products are online.

/** Where one published product is filed: its category and, if any, its subcategory. */
export type ProductPlacement = { readonly categorySlug: string; readonly subCategorySlug: string | null }

type Leaf = { readonly slug: string }

export type Counted<T> = T & { readonly productCount: number }
export type CountedNode<N extends Leaf & { readonly children: readonly Leaf[] }> = Counted<Omit<N, 'children'>> & {
  readonly children: Counted<N['children'][number]>[]
}

const isIn = (slugs: ReadonlySet<string>) => (product: ProductPlacement) =>
  slugs.has(product.categorySlug) || (product.subCategorySlug !== null && slugs.has(product.subCategorySlug))

/** How many published products are filed under any of `slugs` (each product counted once). */
export function productCountIn(slugs: readonly string[], products: readonly ProductPlacement[]): number {
  return products.filter(isIn(new Set(slugs))).length
}

/**
 * The two-level tree as visitors browse it: every category with the number of its published products
 * (its own and its subcategories'), and only the subcategories that hold at least one.
 */
export function catalogueMenu<N extends Leaf & { readonly children: readonly Leaf[] }>(
  tree: readonly N[],
  products: readonly ProductPlacement[],
): CountedNode<N>[] {
  return tree.map((category) => {
    const children = category.children
      .map((child) => ({ ...child, productCount: productCountIn([child.slug], products) }))
      .filter((child) => child.productCount > 0)
    const all = [category.slug, ...category.children.map((child) => child.slug)]
    return { ...category, productCount: productCountIn(all, products), children } as CountedNode<N>
  })
}
