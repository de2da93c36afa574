import { screen, waitFor, within } from '@testing-library/react'
import { asc, eq, ilike } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { articles, blogCategories } from '../../../server/platform/db/schema-showcase-content'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { LINK_REFUSED } from '../../../src/domain/rich-text-links'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The blog screens of the showcase back office over the real server (seeded demo data): each test
// writes articles of its own under a unique title prefix and filters the list on it.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `Billet ${Date.now().toString(36)}${(counter += 1)}`

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

async function firstCategory() {
  const [category] = await live.db.select().from(blogCategories).orderBy(asc(blogCategories.position)).limit(1)
  if (category === undefined) throw new Error('no blog category in the demo data')
  return category
}

async function anArticle(title: string, status: 'draft' | 'published', publishedAt: Date | null) {
  const category = await firstCategory()
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const [row] = await live.db
    .insert(articles)
    .values({ title, slug, categoryId: category.id, status, publishedAt, bodyHtml: '<p>Un texte.</p>' })
    .returning()
  if (row === undefined) throw new Error('article not inserted')
  return row
}

const table = () => screen.getByRole('table', { name: 'Liste des articles du blog' })
const shownTitles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>

describe('the articles list', () => {
  it('shows the server’s articles with their state; the state filter changes the address and rows', async () => {
    const prefix = uniquePrefix()
    const day = 86_400_000
    await anArticle(`${prefix} brouillon`, 'draft', null)
    await anArticle(`${prefix} programme`, 'published', new Date(Date.now() + day))
    await anArticle(`${prefix} publie`, 'published', new Date(Date.now() - day))
    const query = `q=${encodeURIComponent(prefix)}&sort=title&order=asc`
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/blog?${query}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    await waitFor(() =>
      expect(shownTitles()).toEqual([`${prefix} brouillon`, `${prefix} programme`, `${prefix} publie`]),
    )
    const scheduled = within(table()).getByText(`${prefix} programme`).closest('tr')!
    expect(within(scheduled).getByText('Programmé')).toBeInTheDocument()

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'Brouillon')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app).state).toBe('draft'))
    await waitFor(() => expect(shownTitles()).toEqual([`${prefix} brouillon`]))
  })
})

describe('writing an article', () => {
  it('shows every field error of an empty form, in French', async () => {
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/blog/create')
    expect(await screen.findByRole('heading', { level: 1, name: 'Écrire un article' })).toBeInTheDocument()
    await app.user.selectOptions(screen.getByRole('combobox', { name: /État/ }), 'published')
    await app.user.click(screen.getByRole('button', { name: 'Créer l’article' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.required)).toBeInTheDocument()
    expect(screen.getByText(M.categoryRequired)).toBeInTheDocument()
    // Published without a date is dated when saved, as job offers are: the date field has no error.
    expect(screen.getByLabelText(/Date de publication/)).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('creates an article with the editor’s toolbar, sanitised HTML reaching the server', async () => {
    const prefix = uniquePrefix()
    const category = await firstCategory()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/blog/create')
    await app.user.type(await screen.findByRole('textbox', { name: /^Titre(?! SEO)/ }), `${prefix} avec éditeur`)
    await app.user.selectOptions(screen.getByRole('combobox', { name: /Catégorie/ }), category.name)
    const editor = await screen.findByRole('textbox', { name: /Texte de l’article/ })
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' })
    const bold = within(toolbar).getByRole('button', { name: 'Gras' })
    for (const label of ['Italique', 'Titre 2', 'Titre 3', 'Liste à puces', 'Liste numérotée', 'Citation', 'Lien']) {
      expect(within(toolbar).getByRole('button', { name: label })).toBeInTheDocument()
    }
    expect(bold).toHaveAttribute('aria-pressed', 'false')
    // Reached as a keyboard user would (jsdom has no layout for ProseMirror's click positions).
    editor.focus()
    await app.user.click(bold)
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'))
    // The toolbar gives the focus back to the text, where typing goes on.
    await waitFor(() => expect(editor).toHaveFocus())
    await app.user.keyboard('Important')
    await app.user.click(screen.getByRole('button', { name: 'Créer l’article' }))

    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/blog'))
    const [row] = await live.db
      .select()
      .from(articles)
      .where(ilike(articles.title, `${prefix}%`))
    expect(row).toMatchObject({ status: 'draft', categoryId: category.id })
    expect(row?.bodyHtml).toContain('<strong>Important</strong>')
  })
})

describe('links and images in the article’s text', () => {
  // jsdom has no layout: ProseMirror scrolls the selection into view after a link or an image is placed.
  beforeAll(() => {
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
    Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  })

  it('says why a link is refused, keeps the site’s own pages, and places a library image', async () => {
    const prefix = uniquePrefix()
    const category = await firstCategory()
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/blog/create')
    await app.user.type(await screen.findByRole('textbox', { name: /^Titre(?! SEO)/ }), `${prefix} liens`)
    await app.user.selectOptions(screen.getByRole('combobox', { name: /Catégorie/ }), category.name)
    const editor = await screen.findByRole('textbox', { name: /Texte de l’article/ })
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' })
    // The link is set at the cursor, and the words typed next carry it (jsdom cannot select text by keyboard).
    editor.focus()
    await app.user.click(within(toolbar).getByRole('button', { name: 'Lien' }))
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' })
    await app.user.clear(address)
    await app.user.type(address, 'javascript:alert(1){Enter}')
    expect(await screen.findByText(LINK_REFUSED)).toBeInTheDocument()
    expect(address).toHaveAttribute('aria-invalid', 'true')
    await app.user.clear(address)
    await app.user.type(address, '/nous-contacter{Enter}')
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument())
    await waitFor(() => expect(editor).toHaveFocus())
    await app.user.keyboard('Contact')

    // The image goes where the cursor is: after the linked word.
    await app.user.click(within(toolbar).getByRole('button', { name: 'Image' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choisir une image' })
    const [first] = await within(dialog).findAllByRole('button', { pressed: false })
    if (first === undefined) throw new Error('no image in the demo media library')
    await app.user.click(first)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await app.user.click(screen.getByRole('button', { name: 'Créer l’article' }))

    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/blog'))
    const [row] = await live.db
      .select()
      .from(articles)
      .where(ilike(articles.title, `${prefix}%`))
    // The link is kept with its address (a link mark does not grow as one types on: only the first letter).
    expect(row?.bodyHtml).toContain('<a href="/nous-contacter">')
    expect(row?.bodyHtml).toMatch(/<img src="\/media\/[^"]+\.webp" alt="[^"]*"/)
  })
})

describe('the preview', () => {
  it('renders a draft with the public article component under the « non publié » banner', async () => {
    const prefix = uniquePrefix()
    const draft = await anArticle(`${prefix} en apercu`, 'draft', null)
    await openAsShowcaseAdmin(`/vitrine/backoffice/blog/preview/${draft.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: `${prefix} en apercu` })).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(M.previewBanner)
    expect(screen.getByText('Un texte.')).toBeInTheDocument()
    const [stored] = await live.db.select().from(articles).where(eq(articles.id, draft.id))
    expect(stored?.status).toBe('draft')
  })
})
