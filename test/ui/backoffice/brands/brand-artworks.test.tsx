import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../../server/support/builders'
import { useLiveServer } from '../../../support/live-server/live-server'
import { renderLiveApp } from '../../support/render-live-app'
import { findToast } from '../../support/toasts'

// "Fichiers d'impression" on the brand's edit page (docs/decisions/076-proof-approval.md), over the real server.
const live = useLiveServer()
const FIELD = 'Fichier (PDF, PNG, JPEG, AI, EPS, SVG — 50 Mo au plus)'

describe('the brand’s artwork library in the back office', () => {
  it('sends a file under the administrator’s name, lists it, and the brand’s shops see it', async () => {
    const brand = await aBrand(live.db, { name: `Maison fichiers ${Date.now().toString(36)}` })
    const shop = await aShop(live.db, { brandId: brand.id })
    const admin = await anAdmin(live.db, { role: 'admin' })
    const app = await renderLiveApp({
      live,
      path: `/backoffice/brand/update/${brand.id}`,
      signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) },
    })
    const heading = await screen.findByRole('heading', { level: 2, name: 'Fichiers d’impression' })
    const section = heading.closest('section')
    if (section === null) throw new Error('the section')
    expect(await within(section).findByText('Aucun fichier pour l’instant.')).toBeInTheDocument()
    const pdf = new File(['%PDF-1.7\n%%EOF\n'], 'BAT client.pdf', { type: 'application/pdf' })
    await app.user.upload(within(section).getByLabelText(FIELD), pdf)
    await app.user.click(within(section).getByRole('button', { name: 'Envoyer le fichier' }))
    expect(await findToast('Le fichier BAT client.pdf a été envoyé.')).toBeInTheDocument()
    const row = (await within(section).findByRole('rowheader', { name: 'BAT client.pdf' })).closest('tr')
    if (row === null) throw new Error('a row for the file')
    expect(within(row).getByText(admin.login)).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Ouvrir BAT client.pdf (nouvel onglet)' })).toBeInTheDocument()

    const tokens = await live.loginShop(shop.identifiant, DEFAULT_PASSWORD)
    const seen = await live.fetch('http://ecrin.test/portal-api/api/account/artworks', {
      headers: { Authorization: `Bearer ${tokens.AccessToken}` },
    })
    expect((await seen.json()).items).toMatchObject([{ file_name: 'BAT client.pdf', uploaded_by: admin.login }])
  })
})
