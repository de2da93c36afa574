// Order and line statuses with their French labels (decisions §5).

export const ORDER_STATUSES = [
  'pending_validation',
  'validated',
  'refused',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_validation: 'En attente de validation',
  validated: 'Validée',
  refused: 'Refusée',
  in_production: 'En fabrication',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
}

export const LINE_STATUSES = ['pending', 'accepted', 'refused'] as const

export type LineStatus = (typeof LINE_STATUSES)[number]

export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  pending: 'En attente',
  accepted: 'Accepté',
  refused: 'Refusé',
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

export function isLineStatus(value: unknown): value is LineStatus {
  return typeof value === 'string' && (LINE_STATUSES as readonly string[]).includes(value)
}

// A shop with a validator needs its head office's approval before production.
export function statusAfterOrdering(hasValidator: boolean): 'pending_validation' | 'validated' {
  return hasValidator ? 'pending_validation' : 'validated'
}
