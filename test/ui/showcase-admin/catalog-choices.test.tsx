import { screen, waitFor, within } from '@testing-library/react'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  attributes,
  attributeValues,
  showcaseCategories,
  showcaseProducts,
} from '../../../server/platform/db/schema-showcase'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { PUBLISH_AFTER_VARIANT } from '../../../src/ui/showcase-admin/catalog/product-fields'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The product and variant forms of the showcase back office offer only valid pairs (a subcategory of the
// chosen category, a value of the chosen attribute), each select with one empty choice, the product's own
// image, and publication only once the product has a variant.

const live = useLiveServer()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

const emptyChoices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => option.getAttribute('value') === '')

describe('the product form’s choices', () => {
  it('offers one empty choice per select and only the chosen category’s subcategories', async () => {
    const categories = await live.db.select().from(showcaseCategories).orderBy(asc(showcaseCategories.id))
    const parents = categories.filter((parent) => categories.some((child) => child.parentId === parent.id))
    const [first, second] = parents
    if (first === undefined || second === undefined) throw new Error('the demo data needs two parent categories')
    const childrenOf = (id: number) => categories.filter((child) => child.parentId === id)
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/product/create')
    const category = await screen.findByRole('combobox', { name: /^Catégorie/ }, { timeout: 15_000 })
    const sub = screen.getByRole('combobox', { name: /^Sous-catégorie/ })
    expect(emptyChoices(category).map((option) => option.textContent)).toEqual(['Choisir…'])
    expect(optionTexts(sub)).toEqual(['Aucune'])

    await app.user.selectOptions(category, String(first.id))
    expect(optionTexts(sub)).toEqual(['Aucune', ...childrenOf(first.id).map((child) => child.name)])
    const [child] = childrenOf(first.id)
    await app.user.selectOptions(sub, String(child?.id))
    expect(sub).toHaveValue(String(child?.id))
    // Another category: the subcategory chosen is not one of its own any more, so it is emptied.
    await app.user.selectOptions(category, String(second.id))
    expect(sub).toHaveValue('')
    expect(optionTexts(sub)).toEqual(['Aucune', ...childrenOf(second.id).map((other) => other.name)])
    // Emptied in the form, not only on screen: back on the first category, nothing is chosen.
    await app.user.selectOptions(category, String(first.id))
    expect(sub).toHaveValue('')

    expect(screen.getByRole('group', { name: /^Image du produit/ })).toBeInTheDocument()
    // A new product has no variant yet: it is created unpublished, without the choice.
    expect(screen.queryByRole('checkbox', { name: 'Publié sur le site' })).toBeNull()
  })

  it('says a product without variants cannot be published, and shows the server’s refusal', async () => {
    const [category] = await live.db.select().from(showcaseCategories).orderBy(asc(showcaseCategories.id)).limit(1)
    if (category === undefined) throw new Error('no category in the demo data')
    const slug = `sans-variante-${Date.now().toString(36)}`
    const [product] = await live.db
      .insert(showcaseProducts)
      .values({ slug, name: 'Sans variante', categoryId: category.id, published: false })
      .returning()
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/product/update/${product?.id}`)
    const published = await screen.findByRole('checkbox', { name: 'Publié sur le site' }, { timeout: 15_000 })
    expect(published).toHaveAccessibleDescription(PUBLISH_AFTER_VARIANT)
    await app.user.click(published)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(published).toHaveAccessibleDescription(new RegExp(M.publishedWithoutVariant)))
    const [row] = await live.db.select().from(showcaseProducts).where(eq(showcaseProducts.slug, slug))
    expect(row?.published).toBe(false)
  })
})

describe('the variant form’s attribute values', () => {
  it('offers only the values of the attribute chosen in the same row', async () => {
    const [product] = await live.db.select().from(showcaseProducts).orderBy(asc(showcaseProducts.id)).limit(1)
    const [first, second] = await live.db.select().from(attributes).orderBy(asc(attributes.position))
    if (product === undefined || first === undefined || second === undefined)
      throw new Error('the demo data needs a product and two attributes')
    const labelsOf = async (attributeId: number) =>
      (
        await live.db
          .select()
          .from(attributeValues)
          .where(eq(attributeValues.attributeId, attributeId))
          .orderBy(asc(attributeValues.position), asc(attributeValues.id))
      ).map((value) => value.label)
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/product/update/${product.id}/create`)
    await app.user.click(
      await screen.findByRole('button', { name: 'Ajouter une valeur d’attribut' }, { timeout: 15_000 }),
    )
    const attribute = screen.getByRole('combobox', { name: /^Attribut 1/ })
    const value = screen.getByRole('combobox', { name: /^Valeur de l’attribut 1/ })
    expect(emptyChoices(attribute)).toHaveLength(1)
    expect(optionTexts(value)).toEqual(['Choisir…'])

    await app.user.selectOptions(attribute, String(first.id))
    const firstLabels = await labelsOf(first.id)
    expect(optionTexts(value)).toEqual(['Choisir…', ...firstLabels])
    await app.user.selectOptions(value, firstLabels[0] ?? '')
    expect(value).not.toHaveValue('')
    await app.user.selectOptions(attribute, String(second.id))
    expect(value).toHaveValue('')
    expect(optionTexts(value)).toEqual(['Choisir…', ...(await labelsOf(second.id))])
    await app.user.selectOptions(attribute, String(first.id))
    expect(value).toHaveValue('')
  })
})
