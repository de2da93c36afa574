import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { SAVED_VERSION_TEXT } from '../../../src/ui/kit/forms/saved-version'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The record form's versions over the real server (brands): « Enregistrer et continuer » stays on the
// form with the new version, and a stale save loads the saved version beside the typed values.

const live = useLiveServer()

let counter = 0
const uniqueName = () => `Versions ${Date.now().toString(36)}${(counter += 1)}`

async function openBrand(francoQty: number) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  const brand = await aBrand(live.db, { name: uniqueName(), francoQty })
  const app = renderLiveApp({ live, path: `/backoffice/brand/update/${brand.id}`, signedIn: { admin: tokens } })
  const quantity = await screen.findByLabelText(/Franco en quantité/)
  return { app, brand, quantity }
}

const rowOf = async (id: number) => (await live.db.select().from(brands).where(eq(brands.id, id)))[0]

describe('« Enregistrer et continuer »', () => {
  it('saves, stays on the form with the new version and says so; the main submit still saves and leaves', async () => {
    const { app, brand, quantity } = await openBrand(5)
    await app.user.clear(quantity)
    await app.user.type(quantity, '8')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    await waitFor(async () => expect(await rowOf(brand.id)).toMatchObject({ francoQty: 8, version: 2 }))
    expect(pathnameOf(app)).toBe(`/backoffice/brand/update/${brand.id}`)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer et continuer' })).toHaveFocus())

    const again = screen.getByLabelText(/Franco en quantité/)
    await app.user.clear(again)
    await app.user.type(again, '9')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/brand'))
    expect(await rowOf(brand.id)).toMatchObject({ francoQty: 9, version: 3 })
  })
})

describe('a stale save', () => {
  it('loads the saved version beside the typed values, without a reload, and saves on top of it', async () => {
    const { app, brand, quantity } = await openBrand(5)
    const renamed = `${brand.name} (autre onglet)`
    await live.db.update(brands).set({ name: renamed, version: 2 }).where(eq(brands.id, brand.id))
    await app.user.clear(quantity)
    await app.user.type(quantity, '12')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    const alert = (await screen.findByText(SAVED_VERSION_TEXT.conflict, { exact: false })).closest('[role="alert"]')
    if (!(alert instanceof HTMLElement)) throw new Error('the conflict is not an alert')
    expect(alert).not.toHaveTextContent('un autre administrateur depuis')
    await app.user.click(within(alert).getByRole('button', { name: SAVED_VERSION_TEXT.load }))

    const status = await screen.findByText(SAVED_VERSION_TEXT.loaded)
    await waitFor(() => expect(status).toHaveFocus())
    expect(quantity).toHaveValue('12')
    expect(screen.getByText(`Valeur enregistrée : ${renamed}`, { exact: false })).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: `${SAVED_VERSION_TEXT.take} (Nom)` }))
    expect(screen.getByLabelText(/^Nom/)).toHaveValue(renamed)

    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/brand'))
    expect(await rowOf(brand.id)).toMatchObject({ name: renamed, francoQty: 12, version: 3 })
  })
})
