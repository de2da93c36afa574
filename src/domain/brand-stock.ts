// Brand stock kept by the maker (docs/decisions/077-brand-stock.md): the movements of a brand's account for an
// option, the rules every change obeys, and the sentences the portal and the back office show about them.

export const STOCK_MOVEMENT_KINDS = ['run', 'call_off', 'adjustment'] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  run: 'Production reçue',
  call_off: 'Appel sur stock',
  adjustment: 'Ajustement',
}

/** Above this a typed quantity is a typing slip, not a run: no run of packaging reaches ten million units. */
export const MAX_STOCK_QUANTITY = 10_000_000
export const MAX_LOT_LENGTH = 60
export const MAX_REASON_LENGTH = 300

export const STOCK_MESSAGES = {
  runQuantity: 'La quantité reçue doit être un nombre entier positif.',
  adjustmentQuantity: 'L’ajustement doit être un nombre entier non nul, positif ou négatif.',
  tooLarge: `La quantité ne peut pas dépasser ${MAX_STOCK_QUANTITY.toLocaleString('fr-FR')}.`,
  reasonRequired: 'Indiquez la raison de l’ajustement.',
  reasonTooLong: `La raison tient en ${MAX_REASON_LENGTH} caractères au plus.`,
  lotTooLong: `Le lot tient en ${MAX_LOT_LENGTH} caractères au plus.`,
  dayRequired: 'Indiquez le jour de réception.',
  dayInFuture: 'Le jour de réception ne peut pas être dans le futur.',
  noAccount: 'Cette enseigne n’a pas de stock de cette option : enregistrez d’abord une production reçue.',
} as const

/** "12 400": a quantity as the screens and mails write it. */
export const stockQuantityText = (quantity: number): string => quantity.toLocaleString('fr-FR')

/** "En stock pour votre enseigne : 12 400", beside an option in the catalogue and the cart. */
export const inStockText = (balance: number): string => `En stock pour votre enseigne : ${stockQuantityText(balance)}`

/** The refusal of a call-off the balance does not cover; nothing is written when it is given. */
export const notEnoughStockMessage = (optionLabel: string, balance: number): string =>
  `Stock insuffisant pour « ${optionLabel} » : ${stockQuantityText(balance)} disponibles pour votre enseigne.`

/** An adjustment that would take the balance below zero. */
export const adjustmentBelowZeroMessage = (balance: number): string =>
  `L’ajustement ferait passer le stock sous zéro : ${stockQuantityText(balance)} en stock.`

export type StockRefusal = { readonly kind: 'refused'; readonly message: string }

/** Whether a run of `quantity` units can be recorded; null when it can. */
export function runRefusal(quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return STOCK_MESSAGES.runQuantity
  if (quantity > MAX_STOCK_QUANTITY) return STOCK_MESSAGES.tooLarge
  return null
}

/** Whether an adjustment of `quantity` (signed) with `reason` can be applied to `balance`; null when it can. */
export function adjustmentRefusal(quantity: number, reason: string, balance: number): string | null {
  if (!Number.isInteger(quantity) || quantity === 0) return STOCK_MESSAGES.adjustmentQuantity
  if (Math.abs(quantity) > MAX_STOCK_QUANTITY) return STOCK_MESSAGES.tooLarge
  if (reason.trim() === '') return STOCK_MESSAGES.reasonRequired
  if (reason.trim().length > MAX_REASON_LENGTH) return STOCK_MESSAGES.reasonTooLong
  if (balance + quantity < 0) return adjustmentBelowZeroMessage(balance)
  return null
}

/** A call-off line: what it asks for and, when an account exists, its balance. */
export type CallOffLine = { readonly optionLabel: string; readonly quantity: number; readonly balance: number }

/**
 * The lines of one acceptance against their balances (the same option may come twice: their quantities add up).
 * Null when the stock covers them all, else the refusal of the first line it does not cover.
 */
export function callOffRefusal(lines: readonly (CallOffLine & { readonly optionId: number })[]): StockRefusal | null {
  const asked = new Map<number, number>()
  for (const line of lines) {
    const total = (asked.get(line.optionId) ?? 0) + line.quantity
    asked.set(line.optionId, total)
    if (total > line.balance) return { kind: 'refused', message: notEnoughStockMessage(line.optionLabel, line.balance) }
  }
  return null
}

/** The balance after a list of signed movements: what the account must hold, replayed. */
export const balanceOf = (movements: readonly { readonly quantity: number }[]): number =>
  movements.reduce((sum, movement) => sum + movement.quantity, 0)
