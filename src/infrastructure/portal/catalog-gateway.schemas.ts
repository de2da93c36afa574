import * as v from 'valibot'
import { CountSchema, IdSchema, NullableText, OptionSchema } from './portal.schemas'

export const CategoriesSchema = v.array(
  v.pipe(
    v.object({ id: IdSchema, name: v.string(), slug: v.string(), product_count: CountSchema }),
    v.transform((c) => ({ id: c.id, name: c.name, slug: c.slug, productCount: c.product_count })),
  ),
)

export const ProductsSchema = v.array(
  v.pipe(
    v.object({
      id: IdSchema,
      name: v.string(),
      reference: v.string(),
      description: NullableText,
      image_url: NullableText,
      category: v.nullish(v.object({ id: IdSchema, name: v.string() }), null),
      options: v.array(OptionSchema),
    }),
    v.transform((p) => ({
      id: p.id,
      name: p.name,
      reference: p.reference,
      description: p.description,
      imageUrl: p.image_url,
      category: p.category,
      options: p.options,
    })),
  ),
)
