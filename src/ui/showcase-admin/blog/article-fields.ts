import { ARTICLES, type ArticleAdminWire, type BlogCategoryAdminWire } from '../../../contract/showcase-admin/blog'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'

// The article form (spec §2 `blog`): content, publication, then the SEO group (decision 036).

type Choice = { readonly value: string; readonly label: string }

export const categoryChoices = (categories: readonly BlogCategoryAdminWire[]): Choice[] =>
  categories.map((category) => ({ value: String(category.id), label: category.name }))

export const STATUS_CHOICES: readonly Choice[] = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'published', label: 'Publié (ou programmé si la date est à venir)' },
]

export function articleFields(categories: readonly Choice[]): readonly FormField[] {
  return [
    { name: 'title', label: 'Titre', required: true },
    {
      name: 'slug',
      label: 'Slug (adresse de l’article)',
      hint: 'Vide : formé à partir du titre. Changé, l’ancienne adresse redirige vers la nouvelle.',
    },
    { name: 'category_id', label: 'Catégorie', kind: 'select', required: true, options: categories },
    { name: 'excerpt', label: 'Chapô', kind: 'textarea', hint: 'Vide : le début du texte.' },
    { name: 'body_html', label: 'Texte de l’article', kind: 'richtext' },
    { name: 'cover_id', label: 'Image de couverture', kind: 'media', mediaKind: 'image' },
    { name: 'status', label: 'État', kind: 'select', required: true, options: STATUS_CHOICES },
    {
      name: 'published_at',
      label: 'Date de publication',
      kind: 'datetime',
      hint: 'Heure de Paris. Vide : le moment où l’article est publié ; une date à venir le programme.',
    },
    { name: 'seo_title', label: 'Titre SEO', hint: 'Vide : le titre de l’article. 70 caractères conseillés.' },
    {
      name: 'seo_description',
      label: 'Description SEO',
      kind: 'textarea',
      hint: 'Vide : le chapô. 160 caractères conseillés.',
    },
    { name: 'seo_image_id', label: 'Image pour les réseaux sociaux', kind: 'media', mediaKind: 'image' },
  ]
}

/** French names of the fields, for the history panel. */
export const ARTICLE_LABELS = Object.fromEntries(articleFields([]).map((field) => [field.name, field.label]))

export const EMPTY_ARTICLE: FormValues = {
  title: '',
  slug: '',
  category_id: '',
  excerpt: '',
  body_html: '',
  cover_id: '',
  status: 'draft',
  published_at: '',
  seo_title: '',
  seo_description: '',
  seo_image_id: '',
}

const idText = (id: number | null) => (id === null ? '' : String(id))

export function articleValues(article: ArticleAdminWire): FormValues {
  return {
    title: article.title,
    slug: article.slug,
    category_id: String(article.category_id),
    excerpt: article.excerpt,
    body_html: article.body_html,
    cover_id: idText(article.cover_id),
    status: article.status,
    published_at: article.published_at ?? '',
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    seo_image_id: idText(article.seo_image_id),
  }
}

export const ARTICLE_SCREEN = resourceScreen(
  ARTICLES,
  '/vitrine/backoffice/blog',
  { title: 'Blog', create: 'Écrire un article', the: 'l’article' },
  (article) => article.title,
)
