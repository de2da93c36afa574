import { DEMO_CATALOG } from '../../server/seed/portal-demo-catalog'

// The demo data of decisions §8 as the journeys need it. Products are picked from the seed's own
// catalogue by reference, so that names, prices and quantity rules never drift from the server.

export const SHOP_NAMES = {
  paris: 'Maison Lemoine Paris Marais',
  lyon: "Maison Lemoine Lyon Presqu'île",
  headOffice: 'Maison Lemoine — Siège',
} as const

/** Brand "Maison Lemoine": franco by quantity or amount, and the fee charged below it. */
export const BRAND_FRANCO = { quantity: 500, amountCents: 50_000, shippingCents: 2500 } as const

export type DemoPick = {
  readonly productName: string
  readonly optionLabel: string
  readonly unitPriceCents: number
  readonly minimum: number
  readonly multiple: number
  /** "Produit, option": how the screens name a line in field and button labels. */
  readonly context: string
}

export function demoOption(reference: string, optionIndex: number): DemoPick {
  for (const category of DEMO_CATALOG) {
    const product = category.products.find((candidate) => candidate.reference === reference)
    const option = product?.options[optionIndex]
    if (product === undefined || option === undefined) continue
    if (option.active === false) throw new Error(`demo option ${reference}#${optionIndex} is inactive`)
    return {
      productName: product.name,
      optionLabel: option.label,
      unitPriceCents: option.unitPrice,
      minimum: option.minimumQuantity,
      multiple: option.packMultiple,
      context: `${product.name}, ${option.label}`,
    }
  }
  throw new Error(`demo option ${reference}#${optionIndex} not in the seed catalogue`)
}

const euroFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** Cents as the app shows them (decisions §2). */
export function euros(cents: number): string {
  return euroFormatter.format(cents / 100)
}

export function units(quantity: number): string {
  return quantity === 1 ? '1 unité' : `${quantity} unités`
}
