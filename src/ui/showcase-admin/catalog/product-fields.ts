import type { AttributeAdminWire } from '../../../contract/showcase-admin/catalog-attributes'
import type { CategoryAdminWire } from '../../../contract/showcase-admin/catalog-categories'
import {
  type ProductAdminWire,
  SHOWCASE_PRODUCTS,
  type VariantAdminWire,
} from '../../../contract/showcase-admin/catalog-products'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormGroup } from '../../kit/backoffice/form-group'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import { categoryOptions, SEO_FIELDS, SLUG_HINT, text } from './catalog-fields'

// The product and variant forms of the showcase catalogue (spec §2 product): fields and their values.

export const PUBLISH_AFTER_VARIANT = 'Ajoutez une variante pour pouvoir publier ce produit.'

/**
 * The product form: a subcategory is one of the chosen category's children (the server refuses any
 * other); publishing waits for a first variant, so a new product is created unpublished.
 */
export const productFields = (
  categories: readonly CategoryAdminWire[],
  product: ProductAdminWire | null,
): readonly FormField[] => [
  { name: 'name', label: 'Nom', required: true },
  { name: 'slug', label: 'Slug', hint: SLUG_HINT },
  // The kit's select gives the empty choice ("Choisir…" unless told).
  { name: 'category_id', label: 'Catégorie', kind: 'select', required: true, options: categoryOptions(categories) },
  {
    name: 'sub_category_id',
    label: 'Sous-catégorie',
    kind: 'select',
    emptyLabel: 'Aucune',
    options: (values) =>
      categories
        .filter((category) => values.category_id !== '' && String(category.parent_id) === values.category_id)
        .map((category) => ({ value: String(category.id), label: category.name })),
  },
  { name: 'image_id', label: 'Image du produit', kind: 'media', mediaKind: 'image' },
  { name: 'excerpt', label: 'Résumé', kind: 'textarea' },
  { name: 'description_html', label: 'Description', kind: 'richtext' },
  // "En bref" on the public page (decision 045).
  { name: 'min_order_quantity', label: 'Minimum de commande (pièces)', kind: 'integer' },
  { name: 'lead_time', label: 'Délai de fabrication', hint: 'Par exemple : 3 à 4 semaines.' },
  { name: 'finishes', label: 'Finitions', kind: 'textarea', hint: 'Une finition par ligne.' },
  { name: 'position', label: 'Position', kind: 'integer' },
  ...(product === null
    ? []
    : [
        {
          name: 'published',
          label: 'Publié sur le site',
          kind: 'checkbox',
          hint: product.variant_count === 0 ? PUBLISH_AFTER_VARIANT : undefined,
        } as const,
      ]),
  ...SEO_FIELDS,
]

export const EMPTY_PRODUCT: FormValues = {
  name: '',
  slug: '',
  category_id: '',
  sub_category_id: '',
  image_id: '',
  excerpt: '',
  description_html: '',
  min_order_quantity: '',
  lead_time: '',
  finishes: '',
  position: '0',
  published: false,
  seo_title: '',
  seo_description: '',
  seo_image_id: '',
}

export const productValues = (product: ProductAdminWire): FormValues => ({
  name: product.name,
  slug: product.slug,
  category_id: String(product.category_id),
  sub_category_id: text(product.sub_category_id),
  image_id: text(product.image_id),
  excerpt: product.excerpt,
  description_html: product.description_html,
  min_order_quantity: text(product.min_order_quantity),
  lead_time: product.lead_time,
  finishes: product.finishes.join('\n'),
  position: String(product.position),
  published: product.published,
  seo_title: product.seo_title,
  seo_description: product.seo_description,
  seo_image_id: text(product.seo_image_id),
})

export const VARIANT_FIELDS: readonly FormField[] = [
  { name: 'reference', label: 'Référence', required: true },
  { name: 'width_mm', label: 'Largeur (mm)', kind: 'integer' },
  { name: 'height_mm', label: 'Hauteur (mm)', kind: 'integer' },
  { name: 'depth_mm', label: 'Profondeur (mm)', kind: 'integer' },
  { name: 'image_id', label: 'Image', kind: 'media', mediaKind: 'image' },
  { name: 'position', label: 'Position', kind: 'integer' },
]

/** One row per attribute value of the variant: the attribute, then one of its values. */
export const variantValuesGroup = (attributes: readonly AttributeAdminWire[]): FormGroup => ({
  name: 'attribute_values',
  legend: 'Valeurs d’attributs',
  rowLegend: (row) => `Attribut ${row}`,
  fields: [
    {
      name: 'attribute_id',
      label: (row) => `Attribut ${row}`,
      kind: 'select',
      required: true,
      options: attributes.map((a) => ({ value: String(a.id), label: a.name })),
    },
    {
      name: 'value_id',
      label: (row) => `Valeur de l’attribut ${row}`,
      kind: 'select',
      required: true,
      // Only the values of the row's attribute: a value of another attribute would be refused.
      options: (row) =>
        (attributes.find((a) => String(a.id) === row.attribute_id)?.values ?? []).map((value) => ({
          value: String(value.id),
          label: value.label,
        })),
    },
  ],
  emptyRow: { attribute_id: '', value_id: '' },
  addLabel: 'Ajouter une valeur d’attribut',
  removeLabel: (row) => `Retirer la valeur d’attribut ${row}`,
  max: 50,
})

export const EMPTY_VARIANT: FormValues = {
  reference: '',
  width_mm: '',
  height_mm: '',
  depth_mm: '',
  image_id: '',
  position: '0',
  attribute_values: [],
}

export const variantValues = (variant: VariantAdminWire): FormValues => ({
  reference: variant.reference,
  width_mm: text(variant.width_mm),
  height_mm: text(variant.height_mm),
  depth_mm: text(variant.depth_mm),
  image_id: text(variant.image_id),
  position: String(variant.position),
  attribute_values: variant.attribute_values.map((pair) => ({
    attribute_id: String(pair.attribute_id),
    value_id: String(pair.value_id),
  })),
})

export const PRODUCT_SCREEN = resourceScreen(
  SHOWCASE_PRODUCTS,
  '/vitrine/backoffice/product',
  { title: 'Produits', create: 'Créer un produit', the: 'le produit' },
  (product) => product.name,
)
