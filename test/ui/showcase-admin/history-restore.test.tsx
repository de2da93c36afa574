import { screen, waitFor, within } from '@testing-library/react'
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { articles, blogCategories } from '../../../server/platform/db/schema-showcase-content'
import { parisDateTime } from '../../../src/ui/kit/backoffice/history-values'
import { useLiveServer, LIVE_API } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// Restoring an article to an earlier version from its history (decision 069), over the real server: the
// version is loaded into the form, not saved, and the normal save keeps it. Other resources' histories
// offer no such button.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `Version ${Date.now().toString(36)}${(counter += 1)}`

async function firstCategory() {
  const [category] = await live.db.select().from(blogCategories).orderBy(asc(blogCategories.position)).limit(1)
  if (category === undefined) throw new Error('no blog category in the demo data')
  return category
}

/** An article written, then saved twice through the API: its history holds both versions. */
async function anArticleEditedTwice(prefix: string) {
  const category = await firstCategory()
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const [row] = await live.db
    .insert(articles)
    .values({
      title: `${prefix} brouillon`,
      slug,
      categoryId: category.id,
      status: 'draft',
      bodyHtml: '<p>Brouillon.</p>',
    })
    .returning()
  if (row === undefined) throw new Error('article not inserted')
  const { storefront } = await live.loginVitrine()
  const edits = [
    { title: `${prefix} première`, body_html: '<p>Premier texte.</p>' },
    { title: `${prefix} seconde`, body_html: '<p>Second texte.</p>' },
  ]
  for (const [index, edit] of edits.entries()) {
    const response = await live.fetch(`${LIVE_API.showcaseUrl}/admin/articles/${row.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${storefront.AccessToken}` },
      body: JSON.stringify({
        ...edit,
        slug,
        excerpt: '',
        category_id: category.id,
        cover_id: null,
        status: 'draft',
        published_at: null,
        seo_title: '',
        seo_description: '',
        seo_image_id: null,
        version: index + 1,
      }),
    })
    if (response.status !== 200) throw new Error(`edit ${index + 1}: HTTP ${response.status} ${await response.text()}`)
  }
  return row
}

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

describe('restoring an article from its history', () => {
  it('loads the first version into the form, says so, and the normal save keeps it', async () => {
    const prefix = uniquePrefix()
    const article = await anArticleEditedTwice(prefix)
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/blog/update/${article.id}`)
    const history = await screen.findByRole('region', { name: 'Historique' }, { timeout: 15_000 })
    const items = await within(history).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [second, first] = items as [HTMLElement, HTMLElement]
    expect(second).toHaveTextContent(`${prefix} seconde`)
    const title = screen.getByRole('textbox', { name: /^Titre(?! SEO)/ })
    expect(title).toHaveValue(`${prefix} seconde`)
    // The editor (its own chunk) shows the second text before the restoring replaces it.
    const editor = await screen.findByRole('textbox', { name: /Texte de l’article/ }, { timeout: 15_000 })
    expect(editor).toHaveTextContent('Second texte.')

    await app.user.click(await within(first).findByRole('button', { name: 'Restaurer cette version' }))
    expect(title).toHaveValue(`${prefix} première`)
    expect(title).toHaveFocus()
    await waitFor(() => expect(editor).toHaveTextContent('Premier texte.'))
    const [firstEdit] = await live.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vitrine_article'), eq(auditLog.entityId, article.id)))
      .orderBy(asc(auditLog.id))
      .limit(1)
    const when = parisDateTime(String(firstEdit?.at.toISOString()))
    const said = `Version du ${when} chargée : enregistrez pour la restaurer.`
    expect(screen.getByText(said)).toHaveAttribute('role', 'status')
    // Loaded, not saved: the database still holds the second version, and leaving asks first.
    const [unsaved] = await live.db.select().from(articles).where(eq(articles.id, article.id))
    expect(unsaved?.title).toBe(`${prefix} seconde`)
    await app.user.click(screen.getByRole('link', { name: 'Retour à la liste' }))
    await app.user.click(await screen.findByRole('button', { name: 'Rester sur la page' }))

    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/blog'))
    const [saved] = await live.db.select().from(articles).where(eq(articles.id, article.id))
    expect(saved).toMatchObject({ title: `${prefix} première`, bodyHtml: '<p>Premier texte.</p>', version: 4 })
  })

  it('offers no restoring on another resource’s history', async () => {
    const { storefront } = await live.loginVitrine()
    const created = await live.fetch(`${LIVE_API.showcaseUrl}/admin/blog-categories`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${storefront.AccessToken}` },
      body: JSON.stringify({ name: uniquePrefix(), slug: '', description: '' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    await openAsShowcaseAdmin(`/vitrine/backoffice/blog/categories/update/${id}`)
    const history = await screen.findByRole('region', { name: 'Historique' }, { timeout: 15_000 })
    // The creation's entry holds a snapshot: only the option would add the button.
    expect(await within(history).findByText('Création')).toBeInTheDocument()
    expect(within(history).queryByRole('button', { name: 'Restaurer cette version' })).not.toBeInTheDocument()
  })
})
