import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { BrandListPage } from '../../../backoffice/brands/brand-list-page'
import { brandListSearch } from '../../../backoffice/brands/brand-search'

export const Route = createFileRoute('/backoffice/brand/')({
  validateSearch: brandListSearch,
  head: backofficeHead('Enseignes'),
  component: BrandListPage,
})
