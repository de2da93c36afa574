import { screen, waitFor } from '@testing-library/react'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { PRODUCT_ESSENTIALS_MESSAGES as M } from '../../../src/domain/messages/product-essentials-messages'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The showcase back office edits a product's minimum order, lead time and finishes (decision 045).
const live = useLiveServer()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

describe('product form: minimum order, lead time and finishes', () => {
  it('refuses a minimum order of 0 in French, then saves the three facts', async () => {
    const name = `Étui essentiel ${Date.now().toString(36)}`
    const [category] = await live.db.select().from(showcaseCategories).orderBy(asc(showcaseCategories.id)).limit(1)
    if (category === undefined) throw new Error('no category in the demo data')
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/product/create')
    const create = await screen.findByRole('button', { name: 'Créer le produit' }, { timeout: 15_000 })
    await app.user.type(screen.getByRole('textbox', { name: /^Nom/ }), name)
    await app.user.selectOptions(screen.getByRole('combobox', { name: /^Catégorie/ }), String(category.id))
    const minimum = screen.getByRole('textbox', { name: /^Minimum de commande \(pièces\)/ })
    await app.user.type(minimum, '0')
    await app.user.click(create)
    expect(await screen.findByText(M.minOrderRange)).toBeInTheDocument()
    expect(minimum).toHaveAttribute('aria-invalid', 'true')

    await app.user.clear(minimum)
    await app.user.type(minimum, '500')
    await app.user.type(screen.getByRole('textbox', { name: /^Délai de fabrication/ }), '3 à 4 semaines')
    await app.user.type(screen.getByRole('textbox', { name: /^Finitions/ }), 'Dorure à chaud{Enter}Marquage à sec')
    await app.user.click(create)
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/product'))
    const [row] = await live.db.select().from(showcaseProducts).where(eq(showcaseProducts.name, name))
    expect(row).toMatchObject({
      minOrderQuantity: 500,
      leadTime: '3 à 4 semaines',
      finishes: ['Dorure à chaud', 'Marquage à sec'],
    })
  })
})
