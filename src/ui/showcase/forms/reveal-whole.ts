import type { FocusEvent } from 'react'

/**
 * A text area scrolls its whole box into the part of the window left free by the consent banner (the page's
 * scroll-padding-bottom): on focus, Chromium scrolls only as far as the caret, which left the rest of the
 * box under the banner on phones.
 */
export function revealWhole(event: FocusEvent<HTMLElement>) {
  // Optional: jsdom (the UI tests) has no layout and no scrollIntoView.
  event.currentTarget.scrollIntoView?.({ block: 'nearest' })
}
