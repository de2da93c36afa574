import type { OrderEvent, OrderLine } from '../../../application/portal/ports/order-gateway'
import { type LineChange, parseLineChange } from '../../../domain/order-line-changes'
import { CONVERSATION_MESSAGES } from '../../../domain/order-mails'
import type { LineStatus } from '../../../domain/order-status'

// The head office's changes to an order, read from its history (domain order-line-changes), told
// in words for the shop.

const STATUS_WORDS: Record<LineStatus, string> = {
  pending: 'remis en attente',
  accepted: 'accepté',
  refused: 'refusé',
}

function units(quantity: number): string {
  return quantity === 1 ? '1 unité' : `${quantity} unités`
}

/** One change as a sentence: "Quantité passée de 300 à 400 ; produit refusé." */
export function changeInWords(change: LineChange): string {
  if (change.kind === 'detached') {
    return change.quantity === null
      ? 'Produit retiré de la commande.'
      : `Produit retiré de la commande (${units(change.quantity)}).`
  }
  const parts: string[] = []
  if (change.quantity !== null) parts.push(`quantité passée de ${change.quantity.before} à ${change.quantity.after}`)
  if (change.status !== null) parts.push(`produit ${STATUS_WORDS[change.status.after]}`)
  if (parts.length === 0) return 'Aucun changement.'
  const sentence = parts.join(' ; ')
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}

/** The history entry's text: a line change in words, else the entry's own detail. */
export function eventInWords(event: OrderEvent): string | null {
  const change = parseLineChange(event.action, event.detail)
  return change === null ? event.detail : `${change.line} : ${changeInWords(change)}`
}

export type LineChangeRow = {
  readonly id: number
  readonly line: string
  /** What the shop ordered for this line, when the history or the line tells it. */
  readonly ordered: number | null
  readonly change: string
  /** The head office's reason, when it refused (decision 074). */
  readonly reason: string | null
  readonly actor: string
  readonly at: string
}

const lineNameOf = (line: OrderLine) => `${line.product.name} (${line.option.label})`

/** Every change of the head office, oldest first, with the quantity the shop had ordered. */
export function lineChangeRows(events: readonly OrderEvent[], lines: readonly OrderLine[]): LineChangeRow[] {
  const parsed = events.flatMap((event) => {
    const change = parseLineChange(event.action, event.detail)
    return change === null ? [] : [{ event, change }]
  })
  const ordered = new Map<string, number>()
  for (const { change } of parsed) {
    const before = change.kind === 'detached' ? change.quantity : (change.quantity?.before ?? null)
    if (before !== null && !ordered.has(change.line)) ordered.set(change.line, before)
  }
  // A line whose quantity never changed still has the quantity it was ordered with.
  for (const line of lines) if (!ordered.has(lineNameOf(line))) ordered.set(lineNameOf(line), line.quantity)
  return parsed.map(({ event, change }) => ({
    id: event.id,
    line: change.line,
    ordered: ordered.get(change.line) ?? null,
    change: changeInWords(change),
    reason: event.reason,
    actor: event.actor,
    at: event.at,
  }))
}

/**
 * What the head office said to the shop beside its line changes: its comments, and the reason it gave when
 * it refused the whole order (decision 074).
 */
export function headOfficeNotes(events: readonly OrderEvent[]): readonly OrderEvent[] {
  return events.filter(
    (event) =>
      parseLineChange(event.action, event.detail) === null &&
      (event.action === CONVERSATION_MESSAGES.commentAction || event.reason !== null),
  )
}
