// Spec §6: every public page carries a `blocked` flag, the string 'false' by default; a page whose
// flag is 'true' sends the visitor to the main site. Declared as route static data.

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Spec §6, kept as the string the spec names. */
    blocked?: 'true' | 'false'
    /** The page draws its own full-width bands instead of the layout's centred column. */
    fullWidth?: boolean
  }
}

/** The static data of a public page, flag at its default. */
export const PUBLIC_PAGE = { blocked: 'false' } as const

/** Whether a navigation reaches a page flagged blocked. */
export function reachesBlockedPage(
  matches: ReadonlyArray<{ readonly staticData?: { readonly blocked?: 'true' | 'false' } }>,
): boolean {
  return matches.some((match) => match.staticData?.blocked === 'true')
}
