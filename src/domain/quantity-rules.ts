// Minimum quantity and pack multiple of an option value (decisions §5).

export type QuantityRule = { minimum: number; multiple: number }

// The quantity cap: far above any packaging order, and within the database's integer range.
export const MAX_QUANTITY = 1_000_000

export type QuantityCheck =
  | { kind: 'ok' }
  | { kind: 'not-positive' }
  | { kind: 'above-maximum'; maximum: number }
  | { kind: 'below-minimum'; minimum: number }
  | { kind: 'not-multiple'; multiple: number }

export type FailedQuantityCheck = Exclude<QuantityCheck, { kind: 'ok' }>

// A rule read from storage may be malformed; a broken multiple must not make every quantity invalid.
function effectiveMultiple(rule: QuantityRule): number {
  return Number.isInteger(rule.multiple) && rule.multiple >= 1 ? rule.multiple : 1
}

function effectiveMinimum(rule: QuantityRule): number {
  return Number.isFinite(rule.minimum) ? Math.max(1, Math.ceil(rule.minimum)) : 1
}

export function checkQuantity(quantity: number, rule: QuantityRule): QuantityCheck {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return { kind: 'not-positive' }
  if (quantity > MAX_QUANTITY) return { kind: 'above-maximum', maximum: MAX_QUANTITY }
  const minimum = effectiveMinimum(rule)
  if (quantity < minimum) return { kind: 'below-minimum', minimum }
  const multiple = effectiveMultiple(rule)
  if (quantity % multiple !== 0) return { kind: 'not-multiple', multiple }
  return { kind: 'ok' }
}

export function failedQuantityMessage(check: FailedQuantityCheck): string {
  switch (check.kind) {
    case 'not-positive':
      return 'La quantité doit être un nombre entier positif.'
    case 'above-maximum':
      return quantityCapMessage(check.maximum)
    case 'below-minimum':
      return `La quantité minimale est de ${check.minimum}.`
    case 'not-multiple':
      return `La quantité doit être un multiple de ${check.multiple}.`
  }
}

// Written with French digit grouping (1 000 000), as the customer reads numbers.
export function quantityCapMessage(maximum: number): string {
  return `La quantité ne peut pas dépasser ${maximum.toLocaleString('fr-FR')}.`
}

export function quantityMessage(check: QuantityCheck): string | null {
  return check.kind === 'ok' ? null : failedQuantityMessage(check)
}

// The quantity to suggest when the typed one is refused: round up, never down, so the customer
// never gets less than asked; above the cap, the largest pack count under it.
export function nearestValidQuantity(quantity: number, rule: QuantityRule): number {
  const multiple = effectiveMultiple(rule)
  const wanted = Number.isFinite(quantity) ? Math.max(quantity, effectiveMinimum(rule)) : effectiveMinimum(rule)
  const roundedUp = Math.ceil(wanted / multiple) * multiple
  if (roundedUp <= MAX_QUANTITY) return roundedUp
  const largest = Math.floor(MAX_QUANTITY / multiple) * multiple
  // A stored rule whose minimum lies above the cap has no valid quantity: keep the rounded-up one.
  return largest >= effectiveMinimum(rule) ? largest : roundedUp
}
