import { screen, waitFor, within } from '@testing-library/react'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { homeBlocks } from '../../../server/platform/db/schema-showcase'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { useStackedSortableRows } from './support/sortable-layout'

// The home blocks screens of the showcase back office over the real server (seeded demo data): the
// list in the server's order, reordering by keyboard and by buttons, creation and deletion.

const live = useLiveServer()
useStackedSortableRows()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

const serverTitles = async () =>
  (await live.db.select().from(homeBlocks).orderBy(asc(homeBlocks.position), asc(homeBlocks.id))).map((b) => b.title)

const blockList = () => screen.getByRole('list', { name: 'Blocs de la page d’accueil, dans leur ordre' })
const shownTitles = () =>
  within(blockList())
    .getAllByRole('listitem')
    .map((item) =>
      within(item)
        .getByRole('button', { name: /^Déplacer/ })
        .getAttribute('aria-label'),
    )

const handleNames = (titles: string[]) => titles.map((title) => `Déplacer « ${title} »`)

describe('the home blocks list', () => {
  it('shows the server’s blocks in their order, each with its type and actions', async () => {
    const titles = await serverTitles()
    expect(titles.length).toBeGreaterThan(2)
    await openAsShowcaseAdmin('/vitrine/backoffice/home')
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil du site' })).toBeInTheDocument()
    await waitFor(() => expect(shownTitles()).toEqual(handleNames(titles)))
    const first = within(blockList()).getAllByRole('listitem')[0]!
    expect(within(first).getByRole('link', { name: `Modifier ${titles[0]}` })).toBeInTheDocument()
    expect(within(first).getByRole('button', { name: `Monter « ${titles[0]} »` })).toBeDisabled()
  })

  it('moves a block down with the keyboard (Space, ArrowDown, Space) and saves the new order', async () => {
    const [first, second, ...rest] = await serverTitles()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/home')
    const handle = await screen.findByRole('button', { name: `Déplacer « ${first} »` })
    handle.focus()
    expect(handle).toHaveFocus()
    await app.user.keyboard(' ')
    await app.user.keyboard('{ArrowDown}')
    await app.user.keyboard(' ')
    expect(await screen.findByText(M.orderSaved)).toBeInTheDocument()
    await waitFor(async () => expect(await serverTitles()).toEqual([second, first, ...rest]))
    await waitFor(() => expect(shownTitles()).toEqual(handleNames([second!, first!, ...rest])))
  })

  it('moves a block up with its « Monter » button, the focus staying on the moved block', async () => {
    const [first, second, ...rest] = await serverTitles()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/home')
    await app.user.click(await screen.findByRole('button', { name: `Monter « ${second} »` }))
    await waitFor(async () => expect(await serverTitles()).toEqual([second, first, ...rest]))
    // At the top, « Monter » is disabled: the focus goes to the block's handle rather than being lost.
    await waitFor(() => expect(screen.getByRole('button', { name: `Déplacer « ${second} »` })).toHaveFocus())
  })
  it('shows the server’s refusal when the list changed meanwhile, and then the current list', async () => {
    const before = await serverTitles()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/home')
    await screen.findByRole('button', { name: `Déplacer « ${before[0]} »` })
    // Another administrator adds a block after this list was read: its order is no longer the whole set.
    await live.db.insert(homeBlocks).values({ type: 'call_to_action', title: 'Ajouté ailleurs', position: 998 })
    await app.user.click(screen.getByRole('button', { name: `Descendre « ${before[0]} »` }))
    expect(await screen.findByText(M.orderMismatch)).toBeInTheDocument()
    expect(await serverTitles()).toEqual([...before, 'Ajouté ailleurs'])
    await waitFor(() => expect(shownTitles()).toEqual(handleNames([...before, 'Ajouté ailleurs'])))
  })
})

describe('creating and deleting a home block', () => {
  it('asks for the type first, then the fields of that type, and adds the block at the end', async () => {
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/home/create')
    const type = await screen.findByRole('combobox', { name: /Type de bloc/ })
    expect(screen.queryByRole('textbox', { name: /Titre/ })).not.toBeInTheDocument()
    await app.user.selectOptions(type, 'call_to_action')
    await app.user.type(screen.getByRole('textbox', { name: /^Titre/ }), 'Demandez un devis')
    await app.user.type(screen.getByRole('textbox', { name: /Libellé du lien principal/ }), 'Nous écrire')
    await app.user.type(screen.getByRole('textbox', { name: /Adresse du lien principal/ }), 'javascript:alert(1)')
    await app.user.click(screen.getByRole('button', { name: 'Créer le bloc' }))
    expect(await screen.findByText(M.linkInvalid)).toBeInTheDocument()

    const href = screen.getByRole('textbox', { name: /Adresse du lien principal/ })
    await app.user.clear(href)
    await app.user.type(href, '/contact')
    await app.user.click(screen.getByRole('button', { name: 'Créer le bloc' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/home'))
    const titles = await serverTitles()
    expect(titles.at(-1)).toBe('Demandez un devis')
    const [row] = await live.db.select().from(homeBlocks).where(eq(homeBlocks.title, 'Demandez un devis'))
    expect(row).toMatchObject({ type: 'call_to_action', linkLabel: 'Nous écrire', linkHref: '/contact' })
  })

  it('deletes a block only after confirmation', async () => {
    const [row] = await live.db
      .insert(homeBlocks)
      .values({ type: 'call_to_action', title: 'Bloc à supprimer', position: 999 })
      .returning()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/home')
    await app.user.click(await screen.findByRole('button', { name: 'Supprimer Bloc à supprimer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le bloc « Bloc à supprimer » ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect(await live.db.select().from(homeBlocks).where(eq(homeBlocks.id, row!.id))).toHaveLength(1)

    await app.user.click(screen.getByRole('button', { name: 'Supprimer Bloc à supprimer' }))
    const again = await screen.findByRole('alertdialog', { name: 'Supprimer le bloc « Bloc à supprimer » ?' })
    await app.user.click(within(again).getByRole('button', { name: 'Supprimer' }))
    await waitFor(async () =>
      expect(await live.db.select().from(homeBlocks).where(eq(homeBlocks.id, row!.id))).toHaveLength(0),
    )
    await waitFor(() => expect(screen.queryByText('Bloc à supprimer')).not.toBeInTheDocument())
  })
})
