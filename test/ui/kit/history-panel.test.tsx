import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The history panel of both back offices (decision 065), over the real server: a page at a time down to
// the creation, names rather than ids, French labels rather than keys, Paris dates.

const live = useLiveServer()

async function aCustomerWithHistory(entries: number) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  const [lune, sud] = [await aBrand(live.db, { name: 'Maison Lune' }), await aBrand(live.db, { name: 'Atelier Sud' })]
  const shop = await aShop(live.db, { brandId: sud.id })
  const row = (action: string, before: object | null, after: object, at: string) => ({
    adminId: admin.id,
    adminLogin: admin.login,
    entity: 'customer',
    entityId: shop.id,
    action,
    before,
    after,
    at: new Date(at),
  })
  const rows = [row('create', null, { name: shop.name, brandId: lune.id }, '2026-01-15T08:30:00Z')]
  rows.push(row('update', { brandId: lune.id }, { brandId: sud.id, logo_url: null }, '2026-07-01T12:05:00Z'))
  for (let n = 2; n < entries - 1; n++)
    rows.push(row('update', { notes: `n${n - 1}` }, { notes: `n${n}` }, '2026-07-02T10:00:00Z'))
  rows.push(row('password-link', null, { email: shop.email }, '2026-11-28T09:40:00Z'))
  await live.db.insert(auditLog).values(rows)
  return { shop, tokens: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) }
}

describe('the history panel', () => {
  it('pages down to the creation with "Charger plus", focus on the first entry it adds', async () => {
    const { shop, tokens } = await aCustomerWithHistory(45)
    const app = renderLiveApp({ live, path: `/backoffice/customer/update/${shop.id}`, signedIn: { admin: tokens } })
    // The first page of the app loads its route chunks: a wait, not a timing.
    const history = await screen.findByRole('region', { name: 'Historique' }, { timeout: 15_000 })
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(20))
    expect(within(history).getByText('20 entrées affichées sur 45.')).toBeInTheDocument()
    expect(within(history).queryByText('Création')).not.toBeInTheDocument()

    await app.user.click(within(history).getByRole('button', { name: 'Charger plus' }))
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(40))
    expect(document.activeElement).toBe(within(history).getAllByRole('listitem')[20])
    await app.user.click(within(history).getByRole('button', { name: 'Charger plus' }))
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(45))
    const items = within(history).getAllByRole('listitem')
    expect(items.at(-1)).toHaveTextContent(/^Création par/)
    expect(within(history).queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument()
    expect(document.activeElement).toBe(items[40])
  })

  it('says names, French labels and Paris dates, never ids or keys', async () => {
    const { shop, tokens } = await aCustomerWithHistory(3)
    renderLiveApp({ live, path: `/backoffice/customer/update/${shop.id}`, signedIn: { admin: tokens } })
    const history = await screen.findByRole('region', { name: 'Historique' })
    const items = await within(history).findAllByRole('listitem')
    const [link, brandChange, creation] = items
    expect(link).toHaveTextContent('Envoi d’un lien de mot de passe')
    expect(link).toHaveTextContent('le 28 novembre 2026 à 10:40')
    expect(link).not.toHaveTextContent('password-link')
    expect(brandChange).toHaveTextContent(/Enseigne\s*Maison Lune\s*→\s*Atelier Sud/)
    expect(brandChange).toHaveTextContent('le 1 juillet 2026 à 14:05')
    expect(brandChange).not.toHaveTextContent('logo_url')
    expect(creation).toHaveTextContent('Maison Lune')
  })
})
