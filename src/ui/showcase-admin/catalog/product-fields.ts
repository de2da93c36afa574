import type { AttributeAdminWire } from '../../../contract/showcase-admin/catalog-attributes'
import {
  type ProductAdminWire,
  SHOWCASE_PRODUCTS,
  type VariantAdminWire,
} from '../../../contract/showcase-admin/catalog-products'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormGroup } from '../../kit/backoffice/form-group'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import { type Option, SEO_FIELDS, SLUG_HINT, text } from './catalog-fields'

// The product and variant forms of the showcase catalogue (spec §2 product): fields and their values.

export const productFields = (categories: readonly Option[]): readonly FormField[] => [
  { name: 'name', label: 'Nom', required: true },
  { name: 'slug', label: 'Slug', hint: SLUG_HINT },
  {
    name: 'category_id',
    label: 'Catégorie',
    kind: 'select',
    required: true,
    options: [{ value: '', label: 'Choisir…' }, ...categories],
  },
  {
    name: 'sub_category_id',
    label: 'Sous-catégorie',
    kind: 'select',
    options: [{ value: '', label: 'Aucune' }, ...categories],
  },
  { name: 'excerpt', label: 'Résumé', kind: 'textarea' },
  { name: 'description_html', label: 'Description', kind: 'richtext' },
  // "En bref" on the public page (decision 045).
  { name: 'min_order_quantity', label: 'Minimum de commande (pièces)', kind: 'integer' },
  { name: 'lead_time', label: 'Délai de fabrication', hint: 'Par exemple : 3 à 4 semaines.' },
  { name: 'finishes', label: 'Finitions', kind: 'textarea', hint: 'Une finition par ligne.' },
  { name: 'position', label: 'Position', kind: 'integer' },
  { name: 'published', label: 'Publié sur le site', kind: 'checkbox' },
  ...SEO_FIELDS,
]

export const EMPTY_PRODUCT: FormValues = {
  name: '',
  slug: '',
  category_id: '',
  sub_category_id: '',
  excerpt: '',
  description_html: '',
  min_order_quantity: '',
  lead_time: '',
  finishes: '',
  position: '0',
  published: true,
  seo_title: '',
  seo_description: '',
  seo_image_id: '',
}

export const productValues = (product: ProductAdminWire): FormValues => ({
  name: product.name,
  slug: product.slug,
  category_id: String(product.category_id),
  sub_category_id: text(product.sub_category_id),
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
      options: [{ value: '', label: 'Choisir…' }, ...attributes.map((a) => ({ value: String(a.id), label: a.name }))],
    },
    {
      name: 'value_id',
      label: (row) => `Valeur de l’attribut ${row}`,
      kind: 'select',
      required: true,
      options: [
        { value: '', label: 'Choisir…' },
        ...attributes.flatMap((a) =>
          a.values.map((value) => ({ value: String(value.id), label: `${a.name} : ${value.label}` })),
        ),
      ],
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
