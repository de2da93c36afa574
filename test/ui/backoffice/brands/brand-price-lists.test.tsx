import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brandPrices } from '../../../../server/platform/db/schema-pricing'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../../server/support/builders'
import { aProduct } from '../../../server/support/portal-builders'
import { useLiveServer } from '../../../support/live-server/live-server'
import { renderLiveApp } from '../../support/render-live-app'

// The brand's price lists on its edit page (docs/decisions/075-price-tiers-price-lists-lead-times.md), over
// the real server.
const live = useLiveServer()

describe('the brand’s price lists', () => {
  it('creates a list with one price and one break, then shows it', async () => {
    const brand = await aBrand(live.db, { name: `Maison tarifs ${Date.now().toString(36)}` })
    const product = await aProduct(live.db, brand.id, {
      name: 'Coffret',
      reference: 'COF-9',
      options: [{ label: 'Noir', unitPrice: 400 }],
    })
    const optionId = product.options[0]!.id
    const admin = await anAdmin(live.db, { role: 'admin' })
    const app = await renderLiveApp({
      live,
      path: `/backoffice/brand/update/${brand.id}`,
      signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) },
    })

    expect(await screen.findByText('Aucune liste de prix pour cette marque.')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Nouvelle liste de prix' }))
    const form = screen.getByRole('form', { name: 'Nouvelle liste de prix' })
    await app.user.type(within(form).getByLabelText('Nom de la liste'), 'Tarifs 2027')
    await app.user.type(within(form).getByLabelText('Valable à partir du'), '2027-01-01')
    await app.user.type(within(form).getByLabelText('Jusqu’au (facultatif)'), '2027-12-31')
    await app.user.click(within(form).getByRole('button', { name: 'Ajouter un prix à la liste' }))
    await waitFor(() => expect(within(form).getByRole('option', { name: /Coffret \(COF-9\) – Noir/ })).toBeTruthy())
    await app.user.selectOptions(within(form).getByLabelText('Option (prix 1)'), String(optionId))
    await app.user.type(within(form).getByLabelText('Prix unitaire HT (€)'), '3,50')
    await app.user.click(within(form).getByRole('button', { name: 'Ajouter un palier à Coffret – Noir' }))
    await app.user.type(within(form).getByLabelText('À partir de (unités)'), '500')
    await app.user.type(within(form).getByLabelText('Prix unitaire HT du palier (€)'), '3')
    await app.user.click(within(form).getByRole('button', { name: 'Enregistrer la liste de prix' }))

    expect(await screen.findByText('du 1er janvier 2027 au 31 décembre 2027')).toBeInTheDocument()
    expect(screen.getByText('Tarifs 2027')).toBeInTheDocument()
    const saved = await live.db.select().from(brandPrices).where(eq(brandPrices.optionId, optionId))
    expect(saved).toMatchObject([{ unitPrice: 350, priceTiers: [{ fromQuantity: 500, unitPriceCents: 300 }] }])
  })
})
