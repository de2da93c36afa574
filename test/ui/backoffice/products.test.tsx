import { screen, waitFor, within } from '@testing-library/react'
import { eq, inArray } from 'drizzle-orm'
import { Effect, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { productOptions, products } from '../../../server/platform/db/schema-portal'
import { Rejected } from '../../../src/application/errors'
import { BackofficeGateway } from '../../../src/application/backoffice/ports/backoffice-gateway'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { makeHttpBackofficeGateway } from '../../../src/infrastructure/backoffice/backoffice-gateway.http'
import { createFinalUnauthorizedSignal } from '../../../src/infrastructure/http/final-unauthorized'
import { HttpClient, httpClientLayer } from '../../../src/infrastructure/http/http-client.fetch'
import { emptyTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/session/token-store.memory'
import { AMOUNT_MESSAGE } from '../../../src/ui/kit/backoffice/form-values'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aCategory, aProduct } from '../../server/support/portal-builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The products screens of the e-commerce back office over the real server: each test makes brands and
// products of its own, under a unique name prefix, and filters the list on them.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `Produit ${Date.now().toString(36)}${(counter += 1)}`

async function adminTokens() {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return live.loginAdmin(admin.login, DEFAULT_PASSWORD)
}

async function openAsAdmin(path: string) {
  return renderLiveApp({ live, path, signedIn: { admin: await adminTokens() } })
}

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>
const field = (label: RegExp) => screen.getByLabelText(label)

describe('the products list', () => {
  it('renders the server’s rows; the filters and the sort change the address and the rows', async () => {
    const prefix = uniquePrefix()
    const brand = await aBrand(live.db, { name: `${prefix} Enseigne` })
    const category = await aCategory(live.db, brand.id, { name: `${prefix} Boîtes` })
    await aProduct(live.db, brand.id, {
      name: `${prefix} Boîte`,
      reference: `${prefix}-R2`,
      categoryId: category.id,
      options: [{ unitPrice: 120 }, { unitPrice: 250 }],
    })
    await aProduct(live.db, brand.id, { name: `${prefix} Sac`, reference: `${prefix}-R1`, active: false })
    const app = await openAsAdmin(`/backoffice/product?brand_id=${brand.id}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Produits' })).toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual([`${prefix} Boîte`, `${prefix} Sac`]))
    expect(screen.getByRole('combobox', { name: 'Enseigne' })).toHaveValue(String(brand.id))
    const box = dataRows()[0]!
    expect(within(box).getByText(/^1,20\s€ – 2,50\s€$/)).toBeInTheDocument()
    expect(within(box).getByText(`${prefix} Boîtes`)).toBeInTheDocument()
    expect(within(box).getByText('2')).toBeInTheDocument()

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'false')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ brand_id: String(brand.id), active: 'false' }))
    await waitFor(() => expect(names()).toEqual([`${prefix} Sac`]))

    await app.user.click(screen.getByRole('button', { name: 'Effacer les filtres' }))
    await app.router.navigate({ to: '/backoffice/product', search: { q: prefix } })
    await waitFor(() => expect(names()).toEqual([`${prefix} Boîte`, `${prefix} Sac`]))
    await app.user.click(screen.getByRole('button', { name: /^Référence/ }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ sort: 'reference', order: 'asc', q: prefix }))
    await waitFor(() => expect(names()).toEqual([`${prefix} Sac`, `${prefix} Boîte`]))
  })

  it('deactivates the selected products after confirmation', async () => {
    const prefix = uniquePrefix()
    const brand = await aBrand(live.db)
    const one = await aProduct(live.db, brand.id, { name: `${prefix} Un` })
    const two = await aProduct(live.db, brand.id, { name: `${prefix} Deux` })
    const app = await openAsAdmin(`/backoffice/product?q=${encodeURIComponent(prefix)}`)

    await app.user.click(await screen.findByRole('checkbox', { name: `Sélectionner la ligne ${one.id}` }))
    await app.user.click(screen.getByRole('checkbox', { name: `Sélectionner la ligne ${two.id}` }))
    await app.user.click(screen.getByRole('button', { name: 'Désactiver la sélection' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }))

    expect(await screen.findByText(CATALOG_MESSAGES.deactivated(2))).toBeInTheDocument()
    const stored = await live.db
      .select()
      .from(products)
      .where(inArray(products.id, [one.id, two.id]))
    expect(stored.map((product) => product.active)).toEqual([false, false])
  })

  it('asks for confirmation before deleting, and deletes only once confirmed', async () => {
    const prefix = uniquePrefix()
    const product = await aProduct(live.db, (await aBrand(live.db)).id, { name: `${prefix} Éphémère` })
    const app = await openAsAdmin(`/backoffice/product?q=${encodeURIComponent(prefix)}`)

    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${product.name}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler' }))
    expect(await live.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1)
    await app.user.click(screen.getByRole('button', { name: `Supprimer ${product.name}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.deleted)).toBeInTheDocument()
    await waitFor(async () =>
      expect(await live.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0),
    )
  })
})

describe('the product form', () => {
  it('adds and removes option rows, shows each error under its row, re-feeds the categories, creates', async () => {
    const prefix = uniquePrefix()
    const brandA = await aBrand(live.db, { name: `${prefix} A` })
    const brandB = await aBrand(live.db, { name: `${prefix} B` })
    const categoryA = await aCategory(live.db, brandA.id, { name: `${prefix} Catégorie A` })
    const categoryB = await aCategory(live.db, brandB.id, { name: `${prefix} Catégorie B` })
    const app = await openAsAdmin('/backoffice/product/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer un produit' })

    // One row at least: its remove button is off until a second row exists.
    expect(screen.getByRole('button', { name: 'Retirer l’option 1' })).toBeDisabled()
    await app.user.click(screen.getByRole('button', { name: 'Ajouter une option' }))
    await waitFor(() => expect(field(/^Libellé de l’option 2/)).toHaveFocus())
    await app.user.click(screen.getByRole('button', { name: 'Ajouter une option' }))
    expect(field(/^Libellé de l’option 3/)).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Retirer l’option 3' }))
    expect(screen.queryByLabelText(/^Libellé de l’option 3/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ajouter une option' })).toHaveFocus()

    await app.user.type(field(/^Libellé de l’option 2/), 'Format A5')
    await app.user.type(field(/^Prix unitaire de l’option 2/), 'douze')
    await app.user.click(screen.getByRole('button', { name: 'Créer le produit' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    expect(field(/^Enseigne/)).toHaveAccessibleDescription(expect.stringContaining(CATALOG_MESSAGES.brandRequired))
    expect(field(/^Nom/)).toHaveAccessibleDescription(expect.stringContaining(BACKOFFICE_MESSAGES.required))
    expect(field(/^Référence/)).toHaveAccessibleDescription(expect.stringContaining(BACKOFFICE_MESSAGES.required))
    expect(field(/^Libellé de l’option 1/)).toHaveAccessibleDescription(
      expect.stringContaining(BACKOFFICE_MESSAGES.required),
    )
    expect(field(/^Libellé de l’option 2/)).not.toHaveAccessibleDescription(
      expect.stringContaining(BACKOFFICE_MESSAGES.required),
    )
    expect(field(/^Prix unitaire de l’option 2/)).toHaveAccessibleDescription(expect.stringContaining(AMOUNT_MESSAGE))
    expect(field(/^Prix unitaire de l’option 1/)).not.toHaveAccessibleDescription(
      expect.stringContaining(AMOUNT_MESSAGE),
    )

    // The category select offers the chosen brand's categories, and is emptied when the brand changes.
    await app.user.selectOptions(field(/^Enseigne/), String(brandA.id))
    await waitFor(() => expect(within(field(/^Catégorie/)).getByText(categoryA.name)).toBeInTheDocument())
    await app.user.selectOptions(field(/^Catégorie/), String(categoryA.id))
    await app.user.selectOptions(field(/^Enseigne/), String(brandB.id))
    expect(field(/^Catégorie/)).toHaveValue('')
    await waitFor(() => expect(within(field(/^Catégorie/)).getByText(categoryB.name)).toBeInTheDocument())
    expect(within(field(/^Catégorie/)).queryByText(categoryA.name)).not.toBeInTheDocument()
    await app.user.selectOptions(field(/^Catégorie/), String(categoryB.id))

    await app.user.type(field(/^Nom/), `${prefix} Étui`)
    await app.user.type(field(/^Référence/), `${prefix}-E1`)
    await app.user.type(field(/^Délai de fabrication/), '15')
    await app.user.type(field(/^Libellé de l’option 1/), 'Format A4')
    await app.user.type(field(/^Prix unitaire de l’option 1/), '1,25')
    await app.user.clear(field(/^Prix unitaire de l’option 2/))
    await app.user.type(field(/^Prix unitaire de l’option 2/), '0,99')
    await app.user.clear(field(/^Quantité minimale de l’option 2/))
    await app.user.type(field(/^Quantité minimale de l’option 2/), '200')
    await app.user.click(screen.getByRole('checkbox', { name: 'Option 2 active' }))
    await app.user.click(screen.getByRole('button', { name: 'Créer le produit' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.created)).toBeInTheDocument()
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/product'))
    const [saved] = await live.db
      .select()
      .from(products)
      .where(eq(products.reference, `${prefix}-E1`))
    expect(saved).toMatchObject({ brandId: brandB.id, categoryId: categoryB.id, leadTimeDays: 15, active: true })
    const options = await live.db.select().from(productOptions).where(eq(productOptions.productId, saved!.id))
    expect(
      options
        .map(({ label, unitPrice, minimumQuantity, active }) => ({ label, unitPrice, minimumQuantity, active }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ).toEqual([
      { label: 'Format A4', unitPrice: 125, minimumQuantity: 1, active: true },
      { label: 'Format A5', unitPrice: 99, minimumQuantity: 200, active: false },
    ])
  })

  it('opens a product with its options and its history panel, and saves a removed and a changed option', async () => {
    const prefix = uniquePrefix()
    const brand = await aBrand(live.db)
    const product = await aProduct(live.db, brand.id, {
      name: `${prefix} Coffret`,
      options: [
        { label: 'Petit', unitPrice: 300 },
        { label: 'Grand', unitPrice: 450 },
      ],
    })
    const app = await openAsAdmin(`/backoffice/product/update/${product.id}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: `Modifier le produit ${product.name}` }),
    ).toBeInTheDocument()
    expect(field(/^Libellé de l’option 2/)).toHaveValue('Grand')
    expect(field(/^Prix unitaire de l’option 2/)).toHaveValue('4,50')
    expect(screen.getByRole('form', { name: 'Image du produit' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Historique' })).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Retirer l’option 1' }))
    await app.user.clear(field(/^Prix unitaire de l’option 1/))
    await app.user.type(field(/^Prix unitaire de l’option 1/), '4,75')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    const options = await live.db.select().from(productOptions).where(eq(productOptions.productId, product.id))
    expect(options.map(({ label, unitPrice }) => ({ label, unitPrice }))).toEqual([{ label: 'Grand', unitPrice: 475 }])
  })

  it('shows a row’s field error from the server under the control of that row', async () => {
    // The browser checks the same schema first: only a scripted answer brings a row's 422 to the form.
    const fields = { 'options.1.unit_price': 'Prix refusé par le serveur.' }
    const tokens = emptyTokenState()
    const refusing = Layer.effect(
      BackofficeGateway,
      HttpClient.useSync((client) => ({
        ...makeHttpBackofficeGateway(client),
        create: () => Effect.fail(new Rejected({ status: 422, message: BACKOFFICE_MESSAGES.invalidForm, fields })),
      })),
    ).pipe(
      Layer.provide(
        httpClientLayer({
          config: LIVE_API,
          fetch: live.fetch,
          unauthorized: createFinalUnauthorizedSignal(),
          pathname: () => '/backoffice/product/create',
        }),
      ),
      Layer.provide(tokenStoreMemoryLayer(tokens)),
    )
    const brand = await aBrand(live.db, { name: `${uniquePrefix()} Refus` })
    const app = renderLiveApp({
      live,
      path: '/backoffice/product/create',
      tokens,
      signedIn: { admin: await adminTokens() },
      override: refusing,
    })
    await screen.findByRole('heading', { level: 1, name: 'Créer un produit' })
    await waitFor(() => expect(within(field(/^Enseigne/)).getByText(brand.name)).toBeInTheDocument())
    await app.user.selectOptions(field(/^Enseigne/), String(brand.id))
    await app.user.type(field(/^Nom/), 'Pochette')
    await app.user.type(field(/^Référence/), 'POCH-1')
    await app.user.type(field(/^Libellé de l’option 1/), 'Simple')
    await app.user.type(field(/^Prix unitaire de l’option 1/), '1')
    await app.user.click(screen.getByRole('button', { name: 'Ajouter une option' }))
    await app.user.type(field(/^Libellé de l’option 2/), 'Double')
    await app.user.type(field(/^Prix unitaire de l’option 2/), '2')
    await app.user.click(screen.getByRole('button', { name: 'Créer le produit' }))

    await waitFor(() =>
      expect(field(/^Prix unitaire de l’option 2/)).toHaveAccessibleDescription(
        expect.stringContaining('Prix refusé par le serveur.'),
      ),
    )
    expect(field(/^Prix unitaire de l’option 1/)).not.toHaveAccessibleDescription(
      expect.stringContaining('Prix refusé'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(BACKOFFICE_MESSAGES.invalidForm)
  })
})
