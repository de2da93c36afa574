import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../backoffice-kit/page-head'
import { BrandCreatePage } from '../../../screens/backoffice/brands/brand-form-pages'

export const Route = createFileRoute('/backoffice/brand/create')({
  head: backofficeHead('Créer une enseigne'),
  component: BrandCreatePage,
})
