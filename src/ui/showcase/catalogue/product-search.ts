import * as v from 'valibot'

// The product page's address state (decision 045): `?variante=<reference>` names the variant shown. The
// address is user input: anything else than a plausible reference is dropped (the first variant shows).

const Reference = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.trim(),
  v.regex(/^[\p{L}\p{N}._/-]{1,60}$/u),
)

export const productSearch = v.object({
  variante: v.fallback(v.optional(Reference), undefined),
})
