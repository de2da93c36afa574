import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogueMenu, productCountIn, type ProductPlacement } from '../../src/domain/catalogue-menu'

// A tree of up to 4 categories with up to 4 subcategories each, slugs unique across the tree,
// and products filed in a category, optionally in one of its subcategories.
const world = fc.array(fc.nat({ max: 4 }), { minLength: 1, maxLength: 4 }).chain((childCounts) => {
  const tree = childCounts.map((count, c) => ({
    slug: `c${c}`,
    name: `Catégorie ${c}`,
    children: Array.from({ length: count }, (_, s) => ({ slug: `c${c}-s${s}`, name: `Sous ${s}` })),
  }))
  const placement = fc.nat({ max: tree.length - 1 }).chain((c) => {
    const children = tree[c]?.children ?? []
    const sub =
      children.length === 0
        ? fc.constant(null)
        : fc.option(fc.constantFrom(...children.map((child) => child.slug)), { nil: null })
    return sub.map((subCategorySlug): ProductPlacement => ({ categorySlug: `c${c}`, subCategorySlug }))
  })
  return fc.tuple(fc.constant(tree), fc.array(placement, { maxLength: 20 }))
})

describe('catalogueMenu', () => {
  it('keeps exactly the subcategories holding a product, in their order, with their counts', () => {
    fc.assert(
      fc.property(world, ([tree, products]) => {
        const menu = catalogueMenu(tree, products)
        tree.forEach((category, index) => {
          const expected = category.children.filter((child) => products.some((p) => p.subCategorySlug === child.slug))
          expect(menu[index]?.children.map((child) => child.slug)).toEqual(expected.map((child) => child.slug))
          for (const child of menu[index]?.children ?? []) {
            expect(child.productCount).toBe(products.filter((p) => p.subCategorySlug === child.slug).length)
            expect(child.productCount).toBeGreaterThan(0)
          }
        })
      }),
    )
  })

  it('keeps every category, counting its own products and its subcategories’, each once', () => {
    fc.assert(
      fc.property(world, ([tree, products]) => {
        const menu = catalogueMenu(tree, products)
        expect(menu.map((category) => category.slug)).toEqual(tree.map((category) => category.slug))
        const counts = menu.map((category) => category.productCount)
        counts.forEach((count, index) => {
          expect(count).toBe(products.filter((p) => p.categorySlug === tree[index]?.slug).length)
          const childSum = (menu[index]?.children ?? []).reduce((sum, child) => sum + child.productCount, 0)
          expect(count).toBeGreaterThanOrEqual(childSum)
        })
        // Every product is counted in exactly one category.
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(products.length)
      }),
    )
  })

  it('adding a product never removes a subcategory', () => {
    fc.assert(
      fc.property(world, fc.nat(), ([tree, products], pick) => {
        const extra = products[pick % Math.max(products.length, 1)]
        fc.pre(extra !== undefined)
        const before = catalogueMenu(tree, products).flatMap((category) => category.children.map((child) => child.slug))
        const after = catalogueMenu(tree, [...products, extra as ProductPlacement]).flatMap((category) =>
          category.children.map((child) => child.slug),
        )
        expect(after).toEqual(expect.arrayContaining(before))
      }),
    )
  })
})

describe('productCountIn', () => {
  it('counts a product filed under a category and its subcategory once', () => {
    const products = [{ categorySlug: 'coffrets', subCategorySlug: 'rigides' }]
    expect(productCountIn(['coffrets', 'rigides'], products)).toBe(1)
    expect(productCountIn(['rigides'], products)).toBe(1)
    expect(productCountIn(['etuis'], products)).toBe(0)
  })
})
