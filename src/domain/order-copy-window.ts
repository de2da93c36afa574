// A double-click (or a retried request) must not copy an order twice (decision 043). The same
// shop copying the same order again within this window, while the first copy is still in its cart,
// gets the first copy's answer and the cart is left as it was. Past the window, or once the cart
// lost a copied line (emptied, a line removed), a copy adds again, as asked.

export const COPY_REPEAT_WINDOW_MS = 10_000

/** One line of the order being copied: the quantity a copy adds, and what the cart holds of it now. */
export type CopiedLine = { readonly copied: number; readonly inCart: number | null }

/**
 * True when a copy made at `previousAt` (ms since the epoch, null when none) makes a copy asked at
 * `nowMs` a repeat. A previous copy dated after now (clocks of two servers) counts as recent.
 */
export function isRepeatedCopy(
  previousAt: number | null,
  nowMs: number,
  lines: readonly CopiedLine[],
  windowMs: number = COPY_REPEAT_WINDOW_MS,
): boolean {
  if (previousAt === null || nowMs - previousAt >= windowMs) return false
  return lines.every((line) => line.inCart !== null && line.inCart >= line.copied)
}
