import { createFileRoute } from '@tanstack/react-router'
import { BrandListPage } from '../../../backoffice/brands/brand-list-page'
import { brandListSearch } from '../../../backoffice/brands/brand-search'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/brand/')({
  validateSearch: brandListSearch,
  head: backofficeHead('Enseignes'),
  component: BrandListPage,
})
