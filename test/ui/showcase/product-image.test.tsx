import { screen } from '@testing-library/react'
import { eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { media, showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderShowcase } from './support/render-showcase'

// A product's own image (set in the showcase back office) stands for it on its page until the visitor
// picks a variant; a picked variant shows its own image.

const live = useLiveServer()
const SLUG = 'coffret-rigide-aimante'

async function giveTheProductAnImage(): Promise<string> {
  const [picture] = await live.db
    .select({ id: media.id, alt: media.alt })
    .from(showcaseCategories)
    .innerJoin(media, eq(media.id, showcaseCategories.imageId))
    .where(isNotNull(showcaseCategories.imageId))
    .limit(1)
  if (picture === undefined) throw new Error('the demo data has no category image')
  await live.db
    .update(showcaseProducts)
    .set({ imageId: picture.id, updatedAt: new Date() })
    .where(eq(showcaseProducts.slug, SLUG))
  return picture.alt
}

describe('the product page’s image', () => {
  it('is the product’s own until a variant is picked, then the variant’s', async () => {
    const alt = await giveTheProductAnImage()
    const app = renderShowcase({ live, path: `/produit/${SLUG}` })
    expect(await screen.findByRole('img', { name: alt })).toHaveAttribute('fetchpriority', 'high')
    await app.user.click(await screen.findByRole('radio', { name: 'M' }))
    await app.user.click(screen.getByRole('radio', { name: 'Bleu nuit' }))
    expect(await screen.findByRole('img', { name: /, M, Bleu nuit,/ })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: alt })).toBeNull()
  })
})
