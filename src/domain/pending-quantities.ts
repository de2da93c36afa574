// Quantities typed in the cart but not yet saved (decision 043): ordering must take them,
// never the stale saved value. The typed text is judged later by the quantity rules.

export type SavedLine = { readonly id: number; readonly quantity: number }
export type PendingEdit = { readonly lineId: number; readonly quantity: number }

/** The typed text as a number: blank is NaN, which the quantity rules refuse as "not positive". */
export function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/**
 * The lines whose typed quantity differs from the saved one, in the cart's order; typed text of a gone
 * line is ignored.
 */
export function pendingQuantityEdits(lines: readonly SavedLine[], typed: ReadonlyMap<number, string>): PendingEdit[] {
  const edits: PendingEdit[] = []
  for (const line of lines) {
    const text = typed.get(line.id)
    if (text === undefined) continue
    const quantity = typedNumber(text)
    if (quantity !== line.quantity) edits.push({ lineId: line.id, quantity })
  }
  return edits
}
