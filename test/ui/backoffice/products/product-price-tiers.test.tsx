import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions, products } from '../../../../server/platform/db/schema-portal'
import { BACKOFFICE_MESSAGES } from '../../../../src/domain/messages/backoffice-messages'
import { TIER_MESSAGES } from '../../../../src/domain/price-tiers'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../../server/support/builders'
import { aProduct } from '../../../server/support/portal-builders'
import { useLiveServer } from '../../../support/live-server/live-server'
import { renderLiveApp } from '../../support/render-live-app'

// The "Paliers de prix" of an option in the product form (docs/decisions/075-price-tiers-price-lists-lead-times.md),
// over the real server: rows added and removed by keyboard-reachable buttons, focus kept, the domain's message
// shown before anything is sent, and the breaks saved and shown again.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `Paliers ${Date.now().toString(36)}${(counter += 1)}`

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

const field = (label: RegExp) => screen.getByLabelText(label)
const tiersOf = (option: number) =>
  within(screen.getByRole('group', { name: `Option ${option}` })).getByRole('group', { name: 'Paliers de prix' })
const tierRow = (option: number, row: number) => within(tiersOf(option)).getByRole('group', { name: `Palier ${row}` })
const quantityOf = (option: number, row: number) => within(tierRow(option, row)).getByLabelText('À partir de (unités)')
const priceOf = (option: number, row: number) => within(tierRow(option, row)).getByLabelText('Prix unitaire HT (€)')

describe('the price breaks of a product option', () => {
  it('adds and removes breaks with focus kept, refuses a dearer break in the browser, then creates', async () => {
    const prefix = uniquePrefix()
    const brand = await aBrand(live.db, { name: `${prefix} Enseigne` })
    const app = await openAsAdmin('/backoffice/product/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer un produit' })
    await waitFor(() => expect(within(field(/^Enseigne/)).getByText(brand.name)).toBeInTheDocument())
    await app.user.selectOptions(field(/^Enseigne/), String(brand.id))
    await app.user.type(field(/^Nom/), `${prefix} Boîte`)
    await app.user.type(field(/^Référence/), `${prefix}-B1`)
    await app.user.type(field(/^Libellé de l’option 1/), 'Standard')
    await app.user.type(field(/^Prix unitaire de l’option 1/), '1,00')

    const add = within(tiersOf(1)).getByRole('button', { name: 'Ajouter un palier' })
    await app.user.click(add)
    await waitFor(() => expect(quantityOf(1, 1)).toHaveFocus())
    await app.user.keyboard('500')
    await app.user.type(priceOf(1, 1), '1,20')
    await app.user.click(add)
    await waitFor(() => expect(quantityOf(1, 2)).toHaveFocus())
    await app.user.keyboard('1000')
    await app.user.type(priceOf(1, 2), '0,80')
    await app.user.click(within(tiersOf(1)).getByRole('button', { name: /^Retirer le palier dès 1\s000 unités$/ }))
    expect(within(tiersOf(1)).queryByRole('group', { name: 'Palier 2' })).not.toBeInTheDocument()
    await waitFor(() => expect(add).toHaveFocus())

    // 1,20 € from 500 units is dearer than the unit price: refused before sending, in the domain's words.
    await app.user.click(screen.getByRole('button', { name: 'Créer le produit' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    await waitFor(() => expect(within(tiersOf(1)).getByText(TIER_MESSAGES.cheaper)).toBeInTheDocument())
    expect(priceOf(1, 1)).toHaveAccessibleDescription(expect.stringContaining(TIER_MESSAGES.cheaper))
    expect(
      await live.db
        .select()
        .from(products)
        .where(eq(products.reference, `${prefix}-B1`)),
    ).toEqual([])

    await app.user.clear(priceOf(1, 1))
    await app.user.type(priceOf(1, 1), '0,90')
    await app.user.click(screen.getByRole('button', { name: 'Créer le produit' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.created)).toBeInTheDocument()
    const [saved] = await live.db
      .select()
      .from(products)
      .where(eq(products.reference, `${prefix}-B1`))
    const options = await live.db.select().from(productOptions).where(eq(productOptions.productId, saved!.id))
    expect(options.map(({ unitPrice, priceTiers }) => ({ unitPrice, priceTiers }))).toEqual([
      { unitPrice: 100, priceTiers: [{ fromQuantity: 500, unitPriceCents: 90 }] },
    ])
  })

  it('shows an option’s saved breaks in its form, and saves them emptied', async () => {
    const prefix = uniquePrefix()
    const brand = await aBrand(live.db)
    const product = await aProduct(live.db, brand.id, {
      name: `${prefix} Coffret`,
      options: [{ label: 'Petit', unitPrice: 300, priceTiers: [{ fromQuantity: 250, unitPriceCents: 275 }] }],
    })
    const app = await openAsAdmin(`/backoffice/product/update/${product.id}`)
    await screen.findByRole('heading', { level: 1, name: `Modifier le produit ${product.name}` })
    await waitFor(() => expect(quantityOf(1, 1)).toHaveValue('250'))
    expect(priceOf(1, 1)).toHaveValue('2,75')

    await app.user.click(within(tiersOf(1)).getByRole('button', { name: 'Retirer le palier dès 250 unités' }))
    await waitFor(() => expect(within(tiersOf(1)).getByRole('button', { name: 'Ajouter un palier' })).toHaveFocus())
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    const [option] = await live.db.select().from(productOptions).where(eq(productOptions.productId, product.id))
    expect(option?.priceTiers).toEqual([])
  })
})
