import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { BrandCreatePage } from '../../../backoffice/brands/brand-form-pages'

export const Route = createFileRoute('/backoffice/brand/create')({
  head: backofficeHead('Créer une enseigne'),
  component: BrandCreatePage,
})
