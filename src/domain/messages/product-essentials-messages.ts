// The French messages of a showcase product's "En bref" facts (minimum order, lead time,
// finishes), as the back office's form and the server say them (decision 045).

export const MAX_MIN_ORDER_QUANTITY = 1_000_000
export const MAX_LEAD_TIME_LENGTH = 60
export const MAX_FINISHES = 12
export const MAX_FINISH_LENGTH = 80

export const PRODUCT_ESSENTIALS_MESSAGES = {
  minOrderRange: `Le minimum de commande est un nombre entier de pièces entre 1 et 1 000 000.`,
  leadTimeTooLong: `Le délai de fabrication ne doit pas dépasser ${MAX_LEAD_TIME_LENGTH} caractères.`,
  finishesInvalid: 'Saisissez les finitions, une par ligne.',
  finishesTooMany: `Indiquez au plus ${MAX_FINISHES} finitions.`,
  finishTooLong: `Une finition ne doit pas dépasser ${MAX_FINISH_LENGTH} caractères.`,
}
