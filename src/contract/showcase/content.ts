import * as v from 'valibot'
import { Count, Id } from '../wire-primitives'
import { ImageWire } from './shared-shapes'

// Specialised catalogues (GET /api/catalogues) and the company, legal and FAQ pages kept in
// content/pages (GET /api/pages/{slug}, Markdown rendered and sanitised by the server).

export const CatalogueWire = v.object({
  id: Id,
  title: v.string(),
  sector: v.string(),
  description: v.string(),
  cover: v.nullable(ImageWire),
  /** Under /media/. */
  pdf_url: v.string(),
  pdf_size_bytes: Count,
})
export type CatalogueWire = v.InferOutput<typeof CatalogueWire>

export const CataloguesWire = v.array(CatalogueWire)
export type CataloguesWire = v.InferOutput<typeof CataloguesWire>

export const FaqEntryWire = v.object({ question: v.string(), answer_html: v.string() })
export type FaqEntryWire = v.InferOutput<typeof FaqEntryWire>

export const ContentPageWire = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  /** The date the page's front matter gives (YYYY-MM-DD). */
  updated: v.string(),
  html: v.string(),
  /** The FAQ page's questions; null for every other page. */
  questions: v.nullable(v.array(FaqEntryWire)),
})
export type ContentPageWire = v.InferOutput<typeof ContentPageWire>
