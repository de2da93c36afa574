import type { CategoryRecord, CategoryRef, Page, Paging, ProductCardRecord, ProductDetail } from './catalog-records'
import type { StorefrontCatalogRepository } from './catalog-repository'

export type CategoryNode = CategoryRecord & { children: CategoryRecord[] }
export type CategoryDetail = CategoryRecord & {
  parent: CategoryRef | null
  children: CategoryRef[]
  products: ProductCardRecord[]
}

const refOf = (category: CategoryRecord): CategoryRef => ({ slug: category.slug, name: category.name })

// Two levels, as the showcase navigates them: categories and their subcategories.
export function listCategoryTree(deps: { catalog: StorefrontCatalogRepository }) {
  return async (): Promise<CategoryNode[]> => {
    const all = await deps.catalog.listCategories()
    return all.filter((category) => category.parentId === null).map((root) => ({ ...root, children: all.filter((child) => child.parentId === root.id) }))
  }
}

// A category shows its own products and those of its subcategories.
export function readCategory(deps: { catalog: StorefrontCatalogRepository }) {
  return async (slug: string): Promise<CategoryDetail | null> => {
    const all = await deps.catalog.listCategories()
    const category = all.find((candidate) => candidate.slug === slug)
    if (category === undefined) return null
    const parent = category.parentId === null ? undefined : all.find((candidate) => candidate.id === category.parentId)
    const children = all.filter((candidate) => candidate.parentId === category.id)
    const { items } = await deps.catalog.listProductCards({ categoryIds: [category.id, ...children.map((child) => child.id)] }, null)
    return { ...category, parent: parent === undefined ? null : refOf(parent), children: children.map(refOf), products: items }
  }
}

export function listProducts(deps: { catalog: StorefrontCatalogRepository }) {
  return async (query: { categorySlug: string | null } & Paging): Promise<Page<ProductCardRecord>> => {
    if (query.categorySlug === null) return deps.catalog.listProductCards({ categoryIds: null }, query)
    const all = await deps.catalog.listCategories()
    const category = all.find((candidate) => candidate.slug === query.categorySlug)
    // An unknown category filters everything out: an empty list, not an error, like any filter.
    const ids = category === undefined ? [] : [category.id, ...all.filter((child) => child.parentId === category.id).map((child) => child.id)]
    return deps.catalog.listProductCards({ categoryIds: ids }, query)
  }
}

export function readProduct(deps: { catalog: StorefrontCatalogRepository }) {
  return (slug: string): Promise<ProductDetail | null> => deps.catalog.findProductBySlug(slug)
}
