// Free-shipping rule (decisions §4): reached when either configured threshold is met.

export type FrancoThresholds = { quantity: number | null; amountCents: number | null }

export type CartAmounts = { quantity: number; amountCents: number }

export type FrancoEvaluation =
  | { kind: 'reached' }
  | { kind: 'missing'; quantity: number | null; amountCents: number | null; progress: number }
  | { kind: 'not-configured' }

/**
 * The thresholds that applied and where the amounts stand, as evaluateFranco says it: the value the
 * server sends and the screen shows, under this name and type (docs/decisions/057-franco-on-the-wire-and-money.md).
 */
export type Franco = { thresholds: FrancoThresholds; evaluation: FrancoEvaluation }

// null or 0 means "not configured"; a negative value is garbage and is ignored the same way.
function configured(threshold: number | null): threshold is number {
  return threshold !== null && Number.isFinite(threshold) && threshold > 0
}

function ratio(value: number, threshold: number): number {
  return Math.min(1, Math.max(0, value / threshold))
}

export function evaluateFranco(cart: CartAmounts, thresholds: FrancoThresholds): FrancoEvaluation {
  const quantityThreshold = configured(thresholds.quantity) ? thresholds.quantity : null
  const amountThreshold = configured(thresholds.amountCents) ? thresholds.amountCents : null
  if (quantityThreshold === null && amountThreshold === null) return { kind: 'not-configured' }

  const quantityReached = quantityThreshold !== null && cart.quantity >= quantityThreshold
  const amountReached = amountThreshold !== null && cart.amountCents >= amountThreshold
  if (quantityReached || amountReached) return { kind: 'reached' }

  const ratios: number[] = []
  if (quantityThreshold !== null) ratios.push(ratio(cart.quantity, quantityThreshold))
  if (amountThreshold !== null) ratios.push(ratio(cart.amountCents, amountThreshold))
  return {
    kind: 'missing',
    quantity: quantityThreshold === null ? null : Math.max(0, quantityThreshold - cart.quantity),
    amountCents: amountThreshold === null ? null : Math.max(0, amountThreshold - cart.amountCents),
    progress: Math.max(...ratios),
  }
}

// With no threshold configured shipping is always charged (decisions §4).
export function shippingCents(evaluation: FrancoEvaluation, feeCents: number): number {
  return evaluation.kind === 'reached' ? 0 : feeCents
}
