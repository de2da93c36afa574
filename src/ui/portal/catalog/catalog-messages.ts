// The catalogue's own wording: an add never replaces a cart quantity silently.
export const CATALOG_CART_MESSAGES = {
  add: 'Ajouter au panier',
  update: 'Mettre à jour le panier',
  quantityUpdated: 'Quantité mise à jour',
  alreadyInCart: (quantity: number) => `Déjà au panier : ${quantity}`,
} as const

/** The key of a (product, option) pair in the cart, as the catalogue looks it up. */
export const cartPairKey = (productId: number, optionId: number) => `${productId}:${optionId}`
