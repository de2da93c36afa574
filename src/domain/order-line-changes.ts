import { LINE_STATUS_LABELS, LINE_STATUSES, type LineStatus } from './order-status'

// What the head office changed on a shop's order, line by line.
// The order history stores each change as French text; these functions write that text and read it
// back, so that the shop's order detail can show "ordered → changed" per line from the history alone.

export const LINE_CHANGE_ACTIONS = { changed: 'Produit modifié', detached: 'Produit retiré' } as const

export type QuantityChange = { readonly before: number; readonly after: number }
export type StatusChange = { readonly before: LineStatus; readonly after: LineStatus }

export type LineChange =
  | {
      readonly kind: 'changed'
      readonly line: string
      readonly quantity: QuantityChange | null
      readonly status: StatusChange | null
    }
  /** `quantity` is null for entries written before the quantity was recorded. */
  | { readonly kind: 'detached'; readonly line: string; readonly quantity: number | null }

const NO_CHANGE = 'aucun changement'
const labelPattern = LINE_STATUSES.map((status) => LINE_STATUS_LABELS[status]).join('|')
// Greedy name, then the change list anchored at the end: a name holding " : " still reads back.
const CHANGED = new RegExp(
  `^(.*) : (?:(?:quantité (\\d+) → (\\d+))?(?:, )?(?:statut (${labelPattern}) → (${labelPattern}))?|${NO_CHANGE})$`,
  's',
)
const DETACHED = /^(.*) : (\d+) unités? retirée?s?$/s

function statusOfLabel(label: string | undefined): LineStatus | null {
  return LINE_STATUSES.find((status) => LINE_STATUS_LABELS[status] === label) ?? null
}

function units(quantity: number): string {
  return quantity === 1 ? '1 unité retirée' : `${quantity} unités retirées`
}

/** The history's detail for a change: only what changed, quantity first. */
export function lineChangeDetail(change: LineChange): string {
  if (change.kind === 'detached')
    return change.quantity === null ? change.line : `${change.line} : ${units(change.quantity)}`
  const parts: string[] = []
  if (change.quantity !== null) parts.push(`quantité ${change.quantity.before} → ${change.quantity.after}`)
  if (change.status !== null)
    parts.push(`statut ${LINE_STATUS_LABELS[change.status.before]} → ${LINE_STATUS_LABELS[change.status.after]}`)
  return `${change.line} : ${parts.length === 0 ? NO_CHANGE : parts.join(', ')}`
}

/** The change an entry of the history records, or null for any other entry (or an unreadable one). */
export function parseLineChange(action: string, detail: string | null): LineChange | null {
  if (detail === null) return null
  if (action === LINE_CHANGE_ACTIONS.detached) {
    const match = DETACHED.exec(detail)
    return match === null
      ? { kind: 'detached', line: detail, quantity: null }
      : { kind: 'detached', line: match[1] ?? '', quantity: Number(match[2]) }
  }
  if (action !== LINE_CHANGE_ACTIONS.changed) return null
  const match = CHANGED.exec(detail)
  if (match === null) return null
  const [, line = '', from, to, statusFrom, statusTo] = match
  const before = statusOfLabel(statusFrom)
  const after = statusOfLabel(statusTo)
  return {
    kind: 'changed',
    line,
    quantity: from === undefined || to === undefined ? null : { before: Number(from), after: Number(to) },
    status: before === null || after === null ? null : { before, after },
  }
}
