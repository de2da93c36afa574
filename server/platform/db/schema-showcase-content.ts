import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { media } from './schema-showcase'
import { at, createdAt, updatedAt, sqlList, version } from './columns'
import { seoColumns } from './seo-columns'

// Showcase editorial tables: blog, jobs and applications, partners, catalogues, contact messages.

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

// A published article whose date is still to come is "scheduled" (src/domain/publication.ts): public
// reads compare published_at with now() at each request, so it appears at its time without a restart.
export const ARTICLE_STATUSES = ['draft', 'published'] as const

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    coverId: integer('cover_id').references(() => media.id, { onDelete: 'set null' }),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('draft'),
    publishedAt: at('published_at'),
    ...seoColumns(() => media.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('articles_status_published_at_idx').on(table.status, table.publishedAt),
    index('articles_category_id_idx').on(table.categoryId),
    check('articles_status_check', sql`${table.status} in (${sqlList(ARTICLE_STATUSES)})`),
    // A published article always has a date: lists sort by it and feeds show it.
    check('articles_published_has_date_check', sql`${table.status} <> 'published' or ${table.publishedAt} is not null`),
  ],
)

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    contractType: text('contract_type').notNull(),
    location: text('location').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    salary: text('salary'),
    published: boolean('published').notNull().default(false),
    publishedAt: at('published_at'),
    ...seoColumns(() => media.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('jobs_published_idx').on(table.published, table.publishedAt)],
)

export const APPLICATION_STATUSES = ['new', 'in_review', 'interview', 'rejected', 'hired'] as const

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    // Relative to ${DATA_DIR}/uploads: never under /media, so never served publicly.
    cvPath: text('cv_path').notNull(),
    cvMimeType: text('cv_mime_type').notNull(),
    cvSizeBytes: integer('cv_size_bytes').notNull(),
    cvOriginalName: text('cv_original_name').notNull(),
    // The showcase administrators' follow-up of an application (decision 036).
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    notes: text('notes').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('job_applications_job_id_idx').on(table.jobId),
    check('job_applications_status_check', sql`${table.status} in (${sqlList(APPLICATION_STATUSES)})`),
  ],
)

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  logoId: integer('logo_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const catalogues = pgTable('catalogues', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sector: text('sector').notNull(),
  description: text('description').notNull().default(''),
  coverId: integer('cover_id').references(() => media.id, { onDelete: 'set null' }),
  pdfId: integer('pdf_id')
    .notNull()
    .references(() => media.id, { onDelete: 'restrict' }),
  position: integer('position').notNull().default(0),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
})
