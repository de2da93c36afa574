import type { CategoryRecord, CategoryRef, Page, Paging, ProductCardRecord, ProductDetail } from './catalog-records'
import type { ShowcaseCatalogRepository } from './catalog-repository'
import { catalogueMenu, productCountIn } from '../../../src/domain/catalogue-menu'

export type CountedCategory = CategoryRecord & { productCount: number }
export type CategoryNode = CountedCategory & { children: CountedCategory[] }
export type CategoryDetail = CategoryRecord & {
  parent: CategoryRef | null
  children: CategoryRef[]
  products: ProductCardRecord[]
}

const refOf = (category: CategoryRecord): CategoryRef => ({ slug: category.slug, name: category.name })

// Two levels, as the showcase navigates them: categories and their subcategories, with their published
// products counted and the empty subcategories left out (src/domain/catalogue-menu.ts).
export function listCategoryTree(deps: { catalog: ShowcaseCatalogRepository }) {
  return async (): Promise<CategoryNode[]> => {
    const [all, products] = await Promise.all([deps.catalog.listCategories(), deps.catalog.listProductStamps()])
    const tree = all
      .filter((category) => category.parentId === null)
      .map((root) => ({ ...root, children: all.filter((child) => child.parentId === root.id) }))
    return catalogueMenu(tree, products)
  }
}

// A category shows its own products and those of its subcategories.
export function readCategory(deps: { catalog: ShowcaseCatalogRepository }) {
  return async (slug: string): Promise<CategoryDetail | null> => {
    const all = await deps.catalog.listCategories()
    const category = all.find((candidate) => candidate.slug === slug)
    if (category === undefined) return null
    const parent = category.parentId === null ? undefined : all.find((candidate) => candidate.id === category.parentId)
    const children = all.filter((candidate) => candidate.parentId === category.id)
    const { items } = await deps.catalog.listProductCards(
      { categoryIds: [category.id, ...children.map((child) => child.id)] },
      null,
    )
    // Its subcategory links follow the menu's rule: an empty subcategory is not offered.
    const placed = items.map((card) => ({
      categorySlug: card.category.slug,
      subCategorySlug: card.subCategory?.slug ?? null,
    }))
    const offered = children.filter((child) => productCountIn([child.slug], placed) > 0).map(refOf)
    return { ...category, parent: parent === undefined ? null : refOf(parent), children: offered, products: items }
  }
}

export function listProducts(deps: { catalog: ShowcaseCatalogRepository }) {
  return async (query: { categorySlug: string | null } & Paging): Promise<Page<ProductCardRecord>> => {
    if (query.categorySlug === null) return deps.catalog.listProductCards({ categoryIds: null }, query)
    const all = await deps.catalog.listCategories()
    const category = all.find((candidate) => candidate.slug === query.categorySlug)
    // An unknown category filters everything out: an empty list, not an error, like any filter.
    const ids =
      category === undefined
        ? []
        : [category.id, ...all.filter((child) => child.parentId === category.id).map((child) => child.id)]
    return deps.catalog.listProductCards({ categoryIds: ids }, query)
  }
}

export function readProduct(deps: { catalog: ShowcaseCatalogRepository }) {
  return (slug: string): Promise<ProductDetail | null> => deps.catalog.findProductBySlug(slug)
}
