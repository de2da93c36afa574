import { screen, waitFor, within } from '@testing-library/react'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { media, showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { catalogues, partners } from '../../../server/platform/db/schema-showcase-content'
import { catalogueCategories, catalogueProducts } from '../../../server/platform/db/schema-showcase-links'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The partners and specialised catalogues screens of the showcase back office over the real server
// (seeded demo data).

const live = useLiveServer()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

const serverPartners = async () =>
  (await live.db.select().from(partners).orderBy(asc(partners.position), asc(partners.id))).map((row) => row.name)
const publicPartners = async () => {
  const response = await live.app.request('/storefront-api/api/partners')
  return ((await response.json()) as { name: string }[]).map((partner) => partner.name)
}

describe('the partners screens', () => {
  it('lists the partners in order; « Descendre » saves an order the public list follows', async () => {
    const [first, second, ...rest] = await serverPartners()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/partenariat')
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenaires' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Partenaires, dans leur ordre d’affichage' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(rest.length + 2)
    await app.user.click(within(list).getByRole('button', { name: `Descendre « ${first} »` }))
    await waitFor(async () => expect(await serverPartners()).toEqual([second, first, ...rest]))
    expect(await publicPartners()).toEqual([second, first, ...rest])
  })

  it('adds a partner, refusing a non-https address first', async () => {
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/partenariat/create')
    await app.user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Verrerie du Nord')
    const url = screen.getByRole('textbox', { name: /Site web/ })
    await app.user.type(url, 'http://verrerie.fr')
    await app.user.click(screen.getByRole('button', { name: 'Ajouter le partenaire' }))
    expect(await screen.findByText(M.httpsRequired)).toBeInTheDocument()
    await app.user.clear(url)
    await app.user.type(url, 'https://verrerie.fr')
    await app.user.click(screen.getByRole('button', { name: 'Ajouter le partenaire' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/partenariat'))
    expect((await serverPartners()).at(-1)).toBe('Verrerie du Nord')
    expect(await screen.findByRole('button', { name: 'Déplacer « Verrerie du Nord »' })).toBeInTheDocument()
  })
})

describe('the catalogues screens', () => {
  it('lists the catalogues from the server and saves an edited title, its PDF kept', async () => {
    const rows = await live.db.select().from(catalogues).orderBy(asc(catalogues.position), asc(catalogues.title))
    const target = rows[0]!
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/catalog')
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogues' })).toBeInTheDocument()
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(rows.length + 1))
    await app.user.click(screen.getByRole('link', { name: `Modifier ${target.title}` }))

    const title = await screen.findByRole('textbox', { name: /^Titre/ })
    await app.user.clear(title)
    await app.user.type(title, 'Catalogue renommé')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/catalog'))
    const [saved] = await live.db.select().from(catalogues).where(eq(catalogues.id, target.id))
    expect(saved).toMatchObject({ title: 'Catalogue renommé', pdfId: target.pdfId, version: target.version + 1 })
    expect(await screen.findByText('Catalogue renommé')).toBeInTheDocument()
  })

  it('creates a catalogue only with a PDF, chosen in the media library', async () => {
    const word = `essai${Date.now().toString(36)}`
    const [pdf] = await live.db
      .insert(media)
      .values({
        key: `essais/${word}.pdf`,
        kind: 'document',
        mimeType: 'application/pdf',
        originalName: `${word}.pdf`,
      })
      .returning({ id: media.id })
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/catalog/create')
    await app.user.type(await screen.findByRole('textbox', { name: /^Titre/ }), `Coffrets ${word}`)
    await app.user.type(screen.getByRole('textbox', { name: /^Secteur/ }), 'Cosmétique')
    await app.user.click(screen.getByRole('radio', { name: 'Téléverser un PDF' }))
    await app.user.click(screen.getByRole('button', { name: 'Créer le catalogue' }))
    expect(await screen.findByText(M.documentRequired)).toBeInTheDocument()

    const pdfField = screen.getByRole('group', { name: /Catalogue PDF/ })
    await app.user.click(within(pdfField).getByRole('button', { name: 'Choisir dans la médiathèque' }))
    const dialog = await screen.findByRole('dialog')
    await app.user.type(within(dialog).getByRole('searchbox'), word)
    await app.user.click(await within(dialog).findByRole('button', { name: new RegExp(`${word}\\.pdf`) }))
    await app.user.click(screen.getByRole('button', { name: 'Créer le catalogue' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/catalog'))
    const [created] = await live.db
      .select()
      .from(catalogues)
      .where(eq(catalogues.slug, `coffrets-${word}`))
    expect(created).toMatchObject({ title: `Coffrets ${word}`, sector: 'Cosmétique', pdfId: pdf!.id, coverId: null })
  })

  it('creates a catalogue whose PDF is generated from the chosen categories and products', async () => {
    const word = `essai${Date.now().toString(36)}`
    const [jewellery] = await live.db
      .select()
      .from(showcaseCategories)
      .where(eq(showcaseCategories.slug, 'ecrins-bijoux'))
    const [bag] = await live.db
      .select()
      .from(showcaseProducts)
      .where(eq(showcaseProducts.slug, 'sac-papier-cordelettes'))
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/catalog/create')
    await app.user.type(await screen.findByRole('textbox', { name: /^Titre/ }), `Bijoux ${word}`)
    await app.user.type(screen.getByRole('textbox', { name: /^Secteur/ }), 'Joaillerie')
    const categories = screen.getByRole('group', { name: 'Catégories du catalogue' })
    await app.user.click(await within(categories).findByRole('checkbox', { name: jewellery!.name }))
    const products = screen.getByRole('group', { name: 'Produits du catalogue' })
    await app.user.click(await within(products).findByRole('checkbox', { name: new RegExp(`^${bag!.name}`) }))
    expect(within(products).getByText('1 choisi')).toBeInTheDocument()
    const origin = screen.getByRole('group', { name: 'PDF' })
    expect(within(origin).getByRole('radio', { name: 'Générer à partir du catalogue' })).toBeChecked()
    expect(within(origin).getByText(/moins d’une minute/)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /Catalogue PDF/ })).not.toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Créer le catalogue' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/catalog'))
    const [created] = await live.db
      .select()
      .from(catalogues)
      .where(eq(catalogues.slug, `bijoux-${word}`))
    const chosenCategories = await live.db
      .select()
      .from(catalogueCategories)
      .where(eq(catalogueCategories.catalogueId, created!.id))
    const chosenProducts = await live.db
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.catalogueId, created!.id))
    expect(chosenCategories.map((row) => row.categoryId)).toEqual([jewellery!.id])
    expect(chosenProducts.map((row) => row.productId)).toEqual([bag!.id])
    const [pdf] = await live.db.select().from(media).where(eq(media.id, created!.pdfId))
    expect(pdf).toMatchObject({ kind: 'document', source: null })
  })
})
