import { integer, text } from 'drizzle-orm/pg-core'
import { media } from './schema-showcase'

// The SEO fields every showcase page the back office edits carries (issue 9): a title and a
// description for search engines, and the image social networks show. Empty means "derive it from the
// content" (title, excerpt, cover), so a record is never without a head. `media` is read lazily by
// drizzle, so the import cycle with schema-showcase.ts is harmless.
export const seoColumns = () => ({
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoImageId: integer('seo_image_id').references(() => media.id, { onDelete: 'set null' }),
})
