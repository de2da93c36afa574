// The `sizes` of the largest image above the fold on the pages that have one. The browser renders
// the image with them and the server preloads the same candidate from the HTML head (before any
// JavaScript runs), so both must agree or the browser downloads the image twice.
export const LEAD_IMAGE_SIZES = {
  hero: '100vw',
  product: '(min-width: 60rem) 36rem, 92vw',
  article: '(min-width: 60rem) 56rem, 92vw',
  /** A product card of a grid; on a category page the first card's picture leads. */
  card: '(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 92vw',
} as const

export type LeadImageKind = keyof typeof LEAD_IMAGE_SIZES
