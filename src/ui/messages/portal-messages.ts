import type { GatewayError } from '../../application/errors'

// Spec §8 wording, exact: each screen shows its own fallback when the server gave no message.
export const PORTAL_MESSAGES = {
  storesLoad: 'Erreur lors du chargement des magasins',
  cartLoad: 'Erreur lors du chargement du panier',
  cartValidate: 'Erreur lors de la validation du panier',
  cartAdd: 'Erreur lors de l’ajout au panier',
  cartEmpty: 'Erreur lors de la suppression du panier',
  cartRemoveLine: 'Erreur lors de la suppression du produit',
  ordersList: 'Impossible de lister les commandes',
  orderLoad: 'Impossible de récupérer les informations de la commande',
  orderCopy: 'Impossible de copier la commande',
  lineModify: 'Impossible de modifier le produit',
  lineDetach: 'Impossible de supprimer le produit',
  lineModified: 'Produit modifié avec succès',
  lineDetached: 'Produit supprimé avec succès',
  ecommerceLink: 'Erreur inattendue lors de la connexion au E-Commerce',
  forgotPasswordSent: 'Votre demande a bien été envoyée, veuillez consulter votre email.',
  passwordUpdated: 'Mot de passe mis à jour avec succès',
} as const

// Not in the spec: the catalogue and the delivery form need a fallback of their own.
export const FALLBACK_MESSAGES = {
  catalogLoad: 'Impossible de charger le catalogue',
  deliverySave: 'Impossible d’enregistrer les informations de livraison',
  passwordChange: 'Impossible de mettre à jour le mot de passe',
  orderDecision: 'Impossible d’enregistrer la décision sur la commande',
} as const

/** The server's (or the domain's) French message for a refusal, else the screen's spec message. */
export function failureMessage(error: GatewayError, fallback: string): string {
  if (error._tag === 'Rejected' && error.message) return error.message
  return fallback
}
