import { createFileRoute, redirect } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../../../../showcase/routing/public-page'

// Spec §2: the old subcategory address redirects to the subcategory page.
export const Route = createFileRoute('/_public/produit/$category/subcateg/$subCategory')({
  staticData: PUBLIC_PAGE,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/categorie-produit/$category/$subCategory', params, replace: true, statusCode: 301 })
  },
})
