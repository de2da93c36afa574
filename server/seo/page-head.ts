import type { ImageView } from '../media/media.public'
import type { JsonLd } from './json-ld'

// What the server writes into index.html's <head> for one public page.
export type PageHead = {
  title: string
  description: string
  path: string
  ogType: 'website' | 'article' | 'product'
  image: ImageView | null
  /** The image the page shows first above the fold, preloaded from the head (LCP). */
  leadImage?: { image: ImageView; sizes: string } | null
  jsonLd: JsonLd[]
  noindex?: boolean
}

export type HeadResolution =
  | { kind: 'page'; status: 200 | 404; head: PageHead }
  | { kind: 'redirect'; location: string }
  // Not a public showcase page (portal, back offices, login): index.html is served as built.
  | { kind: 'other' }
