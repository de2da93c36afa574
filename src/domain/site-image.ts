// The site's own image, for the pages that have none to share (decision 046): the home page's, that is
// the picture of its first block that has one, as the home page's og:image already is.

/** The first image of the home blocks in their order, or null when none has one. */
export function siteImage<I>(blocks: readonly { readonly image: I | null }[]): I | null {
  return blocks.find((block) => block.image !== null)?.image ?? null
}
