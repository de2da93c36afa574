import { integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core'

// The SEO fields every showcase page the back office edits carries: a title and a
// description for search engines, and the image social networks show. Empty means "derive it from the
// content" (title, excerpt, cover), so a record is never without a head. The caller names the media
// id column (read lazily by drizzle): importing schema-showcase.ts here would close an import circle
// (docs/decisions/058-no-import-circles.md).
export const seoColumns = (mediaId: () => AnyPgColumn) => ({
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoImageId: integer('seo_image_id').references(mediaId, { onDelete: 'set null' }),
})
