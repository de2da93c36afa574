import type { Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import { HOME_CRUMB } from '../components/page-header'

// Spec §2: category, subcategory and product pages use the route parameter as the label.

export function categoryTrail(category: string): Crumb[] {
  return [HOME_CRUMB, { label: category, to: '/categorie-produit/$category', params: { category } }]
}

export function subCategoryTrail(category: string, subCategory: string): Crumb[] {
  return [
    ...categoryTrail(category),
    { label: subCategory, to: '/categorie-produit/$category/$subCategory', params: { category, subCategory } },
  ]
}
