import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ARTWORK_ACCEPT, ARTWORK_MESSAGES } from '../../../src/domain/artwork-files'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'
import { findToast } from '../support/toasts'

// The brand's artwork library (/account/fichiers, docs/decisions/076-proof-approval.md) over the real server.

const live = useLiveServer()
const FIELD = 'Fichier (PDF, PNG, JPEG, AI, EPS, SVG — 50 Mo au plus)'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'

async function open(brandId?: number) {
  const brand = brandId ?? (await aBrand(live.db)).id
  const shop = await aShop(live.db, { brandId: brand, name: 'Magasin Lille' })
  const tokens = await live.loginShop(shop.identifiant, DEFAULT_PASSWORD)
  const app = renderLiveApp({ live, path: '/account/fichiers', signedIn: { shop: tokens } })
  await screen.findByRole('heading', { level: 1, name: 'Fichiers d’impression' })
  return { app, brand, shop }
}

const uploads = () => live.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/account/artworks'))

describe('artwork library (/account/fichiers)', () => {
  it('starts empty and takes a file by keyboard', async () => {
    const { app } = await open()
    expect(await screen.findByText('Aucun fichier pour l’instant.')).toBeInTheDocument()
    const field = screen.getByLabelText(FIELD)
    expect(field).toHaveAttribute('accept', ARTWORK_ACCEPT)
    await app.user.upload(field, new File([PNG], 'Logo été.png', { type: 'image/png' }))
    screen.getByRole('button', { name: 'Envoyer le fichier' }).focus()
    await app.user.keyboard('{Enter}')
    expect(await findToast('Le fichier Logo été.png a été envoyé.')).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Fichiers d’impression de votre enseigne' })
    const row = within(table).getByRole('rowheader', { name: 'Logo été.png' }).closest('tr')
    if (row === null) throw new Error('a row for the file')
    expect(within(row).getByText('PNG')).toBeInTheDocument()
    expect(within(row).getByText('16 octets')).toBeInTheDocument()
    expect(within(row).getByText('Magasin Lille')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: /^Ouvrir Logo été\.png/ })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(FIELD)).toHaveFocus())
  })

  it('offers an SVG for download only, and shows the files of its brand alone', async () => {
    const brand = (await aBrand(live.db)).id
    const { app } = await open(brand)
    await app.user.upload(screen.getByLabelText(FIELD), new File([SVG], 'dessin.svg', { type: 'image/svg+xml' }))
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le fichier' }))
    expect(await screen.findByRole('button', { name: /^Télécharger dessin\.svg/ })).toBeInTheDocument()
    expect(screen.getByText('SVG')).toBeInTheDocument()

    await open()
    expect(await screen.findAllByText('Aucun fichier pour l’instant.')).not.toHaveLength(0)
  })

  it('refuses an empty file in the browser, says why beside the field, and sends nothing', async () => {
    const { app } = await open()
    const before = uploads().length
    await app.user.upload(screen.getByLabelText(FIELD), new File([], 'vide.pdf', { type: 'application/pdf' }))
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le fichier' }))
    expect(await screen.findByText(ARTWORK_MESSAGES.empty)).toBeInTheDocument()
    expect(screen.getByLabelText(FIELD)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(FIELD)).toHaveFocus()
    expect(uploads()).toHaveLength(before)
  })

  it('shows the server’s refusal of a file that only looks like a PDF', async () => {
    const { app } = await open()
    const fake = new File(['<html><script>alert(1)</script></html>'], 'faux.pdf', { type: 'application/pdf' })
    await app.user.upload(screen.getByLabelText(FIELD), fake)
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le fichier' }))
    await waitFor(() => expect(screen.getAllByText(ARTWORK_MESSAGES.wrongType).length).toBeGreaterThan(0))
    expect(uploads().at(-1)?.status).toBe(422)
  })
})
