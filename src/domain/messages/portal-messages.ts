// Cart and order wording of spec §8 (toasts shown 5 s), each string once for the server and the browser.
export const PORTAL_MESSAGES = {
  storesLoadFailed: 'Erreur lors du chargement des magasins',
  cartLoadFailed: 'Erreur lors du chargement du panier',
  cartValidateFailed: 'Erreur lors de la validation du panier',
  cartAddFailed: 'Erreur lors de l’ajout au panier',
  cartEmptyFailed: 'Erreur lors de la suppression du panier',
  cartRemoveLineFailed: 'Erreur lors de la suppression du produit',
  ordersListFailed: 'Impossible de lister les commandes',
  orderLoadFailed: 'Impossible de récupérer les informations de la commande',
  orderCopyFailed: 'Impossible de copier la commande',
  lineModifyFailed: 'Impossible de modifier le produit',
  lineDetachFailed: 'Impossible de supprimer le produit',
  lineModified: 'Produit modifié avec succès',
  lineDetached: 'Produit supprimé avec succès',
} as const

// The cart answers the server sends and the browser shows as its success toasts (decisions §5).
export const CART_MESSAGES = {
  added: 'Produit ajouté au panier',
  emptied: 'Panier vidé',
  emptyCart: 'Votre panier est vide.',
  alreadyOrdered: 'Ce panier a déjà été commandé.',
  unknownDeliveryShop: 'Ce magasin de livraison ne vous est pas accessible.',
  ordered: 'Votre commande a bien été enregistrée.',
  orderRequested: 'Votre commande a été transmise pour validation.',
} as const
