// French answers of the cart calls (docs/api-contract-portal.md); the browser shows them as written.
export const CART_MESSAGES = {
  added: 'Produit ajouté au panier',
  emptied: 'Panier vidé',
  emptyCart: 'Votre panier est vide.',
  alreadyOrdered: 'Ce panier a déjà été commandé.',
  unknownDeliveryShop: 'Ce magasin de livraison ne vous est pas accessible.',
  ordered: 'Votre commande a bien été enregistrée.',
  orderRequested: 'Votre commande a été transmise pour validation.',
} as const

export const unavailableProductMessage = (name: string) => `${name} n’est plus disponible.`
export const lineQuantityMessage = (name: string, problem: string) => `${name} : ${problem}`
