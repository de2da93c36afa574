import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { BrandListPage } from '../../../screens/backoffice/brands/brand-list-page'
import { brandListSearch } from '../../../screens/backoffice/brands/brand-search'

export const Route = createFileRoute('/backoffice/brand/')({
  validateSearch: brandListSearch,
  head: backofficeHead('Enseignes'),
  component: BrandListPage,
})
