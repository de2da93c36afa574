import {
  HOME_BLOCK_TYPE_FIELDS,
  HOME_BLOCK_TYPES,
  HOME_BLOCKS,
  MAX_HIGHLIGHTED_PRODUCTS,
  type HomeBlockAdminWire,
  type HomeBlockType,
} from '../../../contract/showcase-admin/home-blocks'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormGroup } from '../../kit/backoffice/form-group'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'

// The home block form (spec §2 `home`): the type first, then the fields that type shows on the site.

export const HOME_BLOCK_TYPE_LABELS: Record<HomeBlockType, string> = {
  hero: 'Bandeau principal',
  text_image: 'Texte et image',
  product_highlight: 'Produits mis en avant',
  partners: 'Partenaires',
  call_to_action: 'Appel à l’action',
}

export const isHomeBlockType = (value: unknown): value is HomeBlockType =>
  typeof value === 'string' && (HOME_BLOCK_TYPES as readonly string[]).includes(value)

const TYPE_FIELD: FormField = {
  name: 'type',
  label: 'Type de bloc',
  kind: 'select',
  required: true,
  options: HOME_BLOCK_TYPES.map((type) => ({ value: type, label: HOME_BLOCK_TYPE_LABELS[type] })),
  hint: 'Les autres champs dépendent du type choisi.',
}

const LINK_HINT = 'Un chemin du site (par exemple /catalogue) ou une adresse https://.'

const TEXT_FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Titre', required: true },
  { name: 'subtitle', label: 'Sous-titre' },
  {
    name: 'body_html',
    label: 'Texte',
    kind: 'richtext',
    hint: 'Paragraphes, intertitres, listes, gras, italique et liens.',
  },
]

const IMAGE_FIELDS: readonly FormField[] = [
  { name: 'image_id', label: 'Image', kind: 'media', mediaKind: 'image' },
  {
    name: 'image_position',
    label: 'Position de l’image',
    kind: 'select',
    emptyLabel: 'Par défaut',
    options: [
      { value: 'left', label: 'À gauche' },
      { value: 'right', label: 'À droite' },
    ],
  },
]

const LINK_FIELDS: readonly FormField[] = [
  { name: 'link_label', label: 'Libellé du lien principal' },
  { name: 'link_href', label: 'Adresse du lien principal', hint: LINK_HINT },
  { name: 'secondary_link_label', label: 'Libellé du lien secondaire' },
  { name: 'secondary_link_href', label: 'Adresse du lien secondaire', hint: LINK_HINT },
]

/** The type alone until one is chosen, then the fields of that type. */
export function homeBlockFields(type: HomeBlockType | null): readonly FormField[] {
  if (type === null) return [TYPE_FIELD]
  const shows = HOME_BLOCK_TYPE_FIELDS[type]
  return [TYPE_FIELD, ...TEXT_FIELDS, ...(shows.image ? IMAGE_FIELDS : []), ...LINK_FIELDS]
}

/** The highlighted products, in order: one choice per row. */
export function productGroup(options: readonly { value: string; label: string }[]): FormGroup {
  return {
    name: 'products',
    legend: 'Produits mis en avant',
    rowLegend: (row) => `Produit ${row}`,
    addLabel: 'Ajouter un produit',
    removeLabel: (row) => `Retirer le produit ${row}`,
    min: 1,
    max: MAX_HIGHLIGHTED_PRODUCTS,
    emptyRow: { product_id: '' },
    fields: [{ name: 'product_id', label: (row) => `Produit ${row}`, kind: 'select', required: true, options }],
  }
}

/** French names of the fields, for the history panel. */
export const HOME_BLOCK_LABELS: Record<string, string> = {
  ...Object.fromEntries([TYPE_FIELD, ...TEXT_FIELDS, ...IMAGE_FIELDS, ...LINK_FIELDS].map((f) => [f.name, f.label])),
  position: 'Position',
  products: 'Produits mis en avant',
}

export const EMPTY_HOME_BLOCK: FormValues = {
  type: '',
  title: '',
  subtitle: '',
  body_html: '',
  image_id: '',
  image_position: '',
  link_label: '',
  link_href: '',
  secondary_link_label: '',
  secondary_link_href: '',
  products: [],
}

export function homeBlockValues(block: HomeBlockAdminWire): FormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value))
  return {
    type: block.type,
    title: block.title,
    subtitle: text(block.subtitle),
    body_html: text(block.body_html),
    image_id: text(block.image_id),
    image_position: text(block.image_position),
    link_label: text(block.link_label),
    link_href: text(block.link_href),
    secondary_link_label: text(block.secondary_link_label),
    secondary_link_href: text(block.secondary_link_href),
    products: block.products.map((product) => ({ product_id: String(product.product_id) })),
  }
}

export const HOME_BLOCK_SCREEN = resourceScreen(
  HOME_BLOCKS,
  '/vitrine/backoffice/home',
  { title: 'Accueil du site', create: 'Créer un bloc', the: 'le bloc' },
  (block) => block.title,
)

/** A block's title in the titles that name it, « between quotes ». */
export const quotedTitle = (block: HomeBlockAdminWire) => `« ${block.title} »`
