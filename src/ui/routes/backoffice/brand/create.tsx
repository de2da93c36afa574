import { createFileRoute } from '@tanstack/react-router'
import { BrandCreatePage } from '../../../backoffice/brands/brand-form-pages'
import { backofficeHead } from '../../../backoffice/routing/route-head'

export const Route = createFileRoute('/backoffice/brand/create')({
  head: backofficeHead('Créer une enseigne'),
  component: BrandCreatePage,
})
