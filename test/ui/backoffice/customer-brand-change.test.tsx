import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// A store moved to another brand loses its validator: the form says so and asks before saving.

const live = useLiveServer()

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

async function aValidatedShop() {
  const tag = unique()
  const north = await aBrand(live.db, { name: `Nord ${tag}` })
  const south = await aBrand(live.db, { name: `Sud ${tag}` })
  const head = await aShop(live.db, { brandId: north.id, name: `Siège ${tag}`, identifiant: `siege-${tag}` })
  const shop = await aShop(live.db, { brandId: north.id, name: `Lille ${tag}`, validatorId: head.id })
  return { south, head, shop }
}

// A save goes through the real server on a shared machine: more than the default second.
const SAVE = { timeout: 15_000 }

const stored = async (id: number) => (await live.db.select().from(shops).where(eq(shops.id, id)))[0]

describe('changing a store’s brand', () => {
  it('names the validator it loses, saves nothing when cancelled, and saves once confirmed', async () => {
    const { south, head, shop } = await aValidatedShop()
    const app = await openAsAdmin(`/backoffice/customer/update/${shop.id}`)
    const brand = await screen.findByLabelText(/^Enseigne/, {}, { timeout: 15_000 })
    await waitFor(() => expect(within(brand).getByRole('option', { name: south.name })).toBeInTheDocument(), SAVE)
    await app.user.selectOptions(brand, south.name)
    const save = screen.getByRole('button', { name: 'Enregistrer' })
    await app.user.click(save)

    const dialog = await screen.findByRole('alertdialog', { name: `Changer l’enseigne de ${shop.name} ?` })
    expect(dialog).toHaveAccessibleDescription(new RegExp(`perdra son magasin validateur \\(${head.identifiant}\\)`))
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(save).toHaveFocus()
    expect(await stored(shop.id)).toMatchObject({ brandId: shop.brandId, validatorId: head.id })

    await app.user.click(save)
    const again = await screen.findByRole('alertdialog')
    await app.user.click(within(again).getByRole('button', { name: 'Changer d’enseigne et enregistrer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved, {}, SAVE)).toBeInTheDocument()
    expect(await stored(shop.id)).toMatchObject({ brandId: south.id, validatorId: null })
  })

  it('saves another change of a validated store without asking', async () => {
    const { shop } = await aValidatedShop()
    const app = await openAsAdmin(`/backoffice/customer/update/${shop.id}`)
    const city = await screen.findByLabelText(/^Ville/, {}, { timeout: 15_000 })
    await app.user.clear(city)
    await app.user.type(city, 'Roubaix')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved, {}, SAVE)).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
