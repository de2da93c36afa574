// French answers of the cart calls built from the order's own data (src/contract/portal/cart.ts);
// the fixed ones are the domain catalogue's CART_MESSAGES.

export const unavailableProductMessage = (name: string) => `${name} n’est plus disponible.`
export const lineQuantityMessage = (name: string, problem: string) => `${name} : ${problem}`
