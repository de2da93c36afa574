import { expect } from 'vitest'
import type { Database } from '../../../../server/platform/db/database'
import { media, showcaseCategories, showcaseProducts } from '../../../../server/platform/db/schema-showcase'
import { anAdmin } from '../../support/builders'
import { callShowcase, logInShowcaseAdmin } from '../../support/showcase-sessions'

type App = Parameters<typeof logInShowcaseAdmin>[0]

// Fixtures of the home blocks', partners' and catalogues' route tests: a signed-in showcase
// administrator, media rows of both kinds and showcase products, written straight to the database.

let counter = 0

export async function signedInShowcaseAdmin(app: App, db: Database) {
  const admin = await anAdmin(db, { role: 'vitrine' })
  const { storefront } = await logInShowcaseAdmin(app, admin)
  const call = (method: string, path: string, body?: unknown) =>
    callShowcase(app, method, path, { token: storefront.access_token, body })
  return { admin, call }
}

export async function aMedia(db: Database, kind: 'image' | 'document'): Promise<number> {
  counter += 1
  const [row] = await db
    .insert(media)
    .values({
      key: `test-${kind}-${counter}`,
      kind,
      mimeType: kind === 'image' ? 'image/png' : 'application/pdf',
      alt: kind === 'image' ? `Image ${counter}` : '',
      width: kind === 'image' ? 640 : null,
      height: kind === 'image' ? 480 : null,
      sizeBytes: 2048,
      renditions: kind === 'image' ? [{ width: 640, height: 480 }] : [],
    })
    .returning({ id: media.id })
  if (row === undefined) throw new Error('media not inserted')
  return row.id
}

export async function aShowcaseProduct(db: Database, name: string): Promise<number> {
  counter += 1
  const [category] = await db
    .insert(showcaseCategories)
    .values({ slug: `categorie-${counter}`, name: `Catégorie ${counter}` })
    .returning({ id: showcaseCategories.id })
  if (category === undefined) throw new Error('category not inserted')
  const [product] = await db
    .insert(showcaseProducts)
    .values({ slug: `produit-${counter}`, name, categoryId: category.id })
    .returning({ id: showcaseProducts.id })
  if (product === undefined) throw new Error('product not inserted')
  return product.id
}

/** The answer's JSON after checking its status, with the body in the failure message. */
export async function answer(response: Response, status: number): Promise<any> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return text === '' ? null : JSON.parse(text)
}

export const publicRead = (app: App, path: string) => app.request(`/storefront-api/api${path}`)
