import type { Failure } from '../../application/use-case-failure'
import { PORTAL_MESSAGES as SPEC } from '../../domain/messages/portal-messages'
import { SESSION_MESSAGES } from '../../domain/messages/session-messages'

// Spec §8 wording from the domain catalogue: each screen shows its own fallback when the server gave no message.
export const PORTAL_MESSAGES = {
  storesLoad: SPEC.storesLoadFailed,
  cartLoad: SPEC.cartLoadFailed,
  cartValidate: SPEC.cartValidateFailed,
  cartAdd: SPEC.cartAddFailed,
  cartEmpty: SPEC.cartEmptyFailed,
  cartRemoveLine: SPEC.cartRemoveLineFailed,
  ordersList: SPEC.ordersListFailed,
  orderLoad: SPEC.orderLoadFailed,
  orderCopy: SPEC.orderCopyFailed,
  lineModify: SPEC.lineModifyFailed,
  lineDetach: SPEC.lineDetachFailed,
  lineModified: SPEC.lineModified,
  lineDetached: SPEC.lineDetached,
  ecommerceLink: SESSION_MESSAGES.ecommerceLinkFailed,
  forgotPasswordSent: SESSION_MESSAGES.forgotPasswordSent,
  passwordUpdated: SESSION_MESSAGES.passwordUpdated,
} as const

// Not in the spec: the catalogue and the delivery form need a fallback of their own.
export const FALLBACK_MESSAGES = {
  catalogLoad: 'Impossible de charger le catalogue',
  deliverySave: 'Impossible d’enregistrer les informations de livraison',
  passwordChange: 'Impossible de mettre à jour le mot de passe',
  orderDecision: 'Impossible d’enregistrer la décision sur la commande',
} as const

/** The server's (or the domain's) French message for a refusal, else the screen's spec message. */
export function failureMessage(error: Failure, fallback: string): string {
  if (error._tag === 'Rejected' && error.message) return error.message
  return fallback
}

// Inline errors of the public password screens (decision 047): the contract's schema has no French words of its own.
export const PASSWORD_FORM_MESSAGES = {
  identifiant: 'Veuillez indiquer votre identifiant.',
} as const
