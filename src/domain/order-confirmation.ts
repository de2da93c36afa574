import type { OrderStatus } from './order-status'

// Which confirmation page may thank the shop for an order: /panier/confirm/{id}
// says "enregistrée et validée", /panier/request/{id} "transmise à votre siège pour validation".

export type ConfirmationPage = 'confirm' | 'request'

const FITTING: Record<OrderStatus, ConfirmationPage | null> = {
  pending_validation: 'request',
  validated: 'confirm',
  in_production: 'confirm',
  shipped: 'confirm',
  delivered: 'confirm',
  refused: null,
  cancelled: null,
}

/** The page whose announcement is true of an order in this status; null when none is (refused, cancelled). */
export function confirmationPageOf(status: OrderStatus): ConfirmationPage | null {
  return FITTING[status]
}
