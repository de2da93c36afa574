import type { BlogCategoryAdminWire } from '../../../contract/showcase-admin/blog'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'

// The blog categories' list address and form.

export const BLOG_CATEGORY_DEFAULTS = { sort: 'position', order: 'asc' } as const

export const BLOG_CATEGORY_FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Nom', required: true },
  { name: 'slug', label: 'Slug (adresse de la catégorie)', hint: 'Vide : formé à partir du nom.' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  {
    name: 'position',
    label: 'Position',
    kind: 'integer',
    hint: 'Les catégories sont listées par position croissante.',
  },
]

export const BLOG_CATEGORY_LABELS = Object.fromEntries(BLOG_CATEGORY_FIELDS.map((field) => [field.name, field.label]))

export const EMPTY_BLOG_CATEGORY: FormValues = { name: '', slug: '', description: '', position: '0' }

export const blogCategoryValues = (category: BlogCategoryAdminWire): FormValues => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  position: String(category.position),
})
