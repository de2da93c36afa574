import * as v from 'valibot'

const MAX_ID = 2_147_483_647
// Far above any packaging order, and within the database's integer range.
export const MAX_QUANTITY = 1_000_000

// Forms may send numbers as text; both are read the same way.
const NumberLike = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))])

const Id = v.pipe(NumberLike, v.integer(), v.minValue(1), v.maxValue(MAX_ID))

// The quantity rule itself (minimum, multiple, positive) is the domain's, answered with 422.
export const StoreLineBody = v.object({
  quantity: v.pipe(NumberLike, v.maxValue(MAX_QUANTITY, `La quantité ne peut pas dépasser ${MAX_QUANTITY.toLocaleString('fr-FR')}.`)),
  typevalue: Id,
})

// An empty text clears the field; a missing one leaves it as it is.
const OptionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Requête invalide : le texte ne doit pas dépasser ${max} caractères.`))),
      v.transform((text) => (text === null || text === '' ? null : text)),
    ),
  )

export const CartDetailsBody = v.object({
  delivery_shop_id: Id,
  reference_po: OptionalText(100),
  comment: OptionalText(2000),
})
