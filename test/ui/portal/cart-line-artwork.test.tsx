import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions } from '../../../server/platform/db/schema-portal'
import { artworks } from '../../../server/platform/db/schema-proofs'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { fillCart } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue, lineOf, serverCart } from '../../support/portal-catalogue'
import { renderLiveApp } from '../support/render-live-app'

// "Fichier d’impression" on a "BAT requis" cart line in /panier (docs/decisions/076-proof-approval.md): the
// brand's files and "Fichier à venir", the choice stored at once and shown back from the server's cart.

const live = useLiveServer()
const boxes = 'Boîte à macarons'

async function anArtwork(brandId: number, fileName: string) {
  const storageKey = `artworks/ui-${Math.random().toString(36).slice(2)}.pdf`
  const [row] = await live.db
    .insert(artworks)
    .values({ brandId, fileName, storageKey, kind: 'pdf', byteSize: 500, uploadedByLabel: 'Test' })
    .returning({ id: artworks.id })
  return row?.id ?? 0
}

async function openCart() {
  const w = await aShopCatalogue(live.db)
  const proofOption = w.products.macarons.options[0]?.id ?? 0
  await live.db.update(productOptions).set({ proofRequired: true }).where(eq(productOptions.id, proofOption))
  const logo = await anArtwork(w.brand.id, 'logo-noel.pdf')
  await anArtwork(w.otherBrand.id, 'fichier-voisin.pdf')
  const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
  await fillCart(live, tokens.AccessToken, [lineOf(w.products.macarons, 500), lineOf(w.products.luxuryBag, 200)])
  const app = renderLiveApp({ live, path: '/panier', signedIn: { shop: tokens } })
  // The first render compiles the app's chunks: on a busy machine that outlasts the default wait.
  await screen.findByRole('heading', { level: 1, name: 'Mon panier' }, { timeout: 20_000 })
  return { app, logo, cart: () => serverCart(live, tokens.AccessToken) }
}

describe('the print file of a "BAT requis" cart line', () => {
  it('offers "Fichier à venir" and the brand’s files only, on the proof line only, with its badge', async () => {
    await openCart()
    const select = await screen.findByRole('combobox', { name: 'Fichier d’impression' })
    expect(screen.getAllByRole('combobox', { name: 'Fichier d’impression' })).toHaveLength(1)
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2))
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fichier à venir', 'logo-noel.pdf'])
    expect(select).toHaveValue('')
    const row = select.closest('tr')
    expect(row).not.toBeNull()
    expect(within(row as HTMLElement).getByText('BAT requis')).toBeInTheDocument()
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent(boxes)
  })

  it('stores the chosen file, keeps the focus on the select, and goes back to "Fichier à venir"', async () => {
    const { app, logo, cart } = await openCart()
    const select = await screen.findByRole('combobox', { name: 'Fichier d’impression' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2))
    await app.user.selectOptions(select, String(logo))
    await waitFor(async () =>
      expect((await cart()).lines[0]?.artwork).toEqual({ id: logo, file_name: 'logo-noel.pdf' }),
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fichier d’impression' })).toHaveValue(String(logo)),
    )
    expect(screen.getByRole('combobox', { name: 'Fichier d’impression' })).toHaveFocus()
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Fichier d’impression' }), '')
    await waitFor(async () => expect((await cart()).lines[0]?.artwork).toBeNull())
  })
})
