import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { AttributeCreatePage } from '../../../../screens/storefront-admin/catalog/attribute-pages'

export const Route = createFileRoute('/vitrine/backoffice/attribut/create')({
  head: backofficeHead('Créer un attribut'),
  component: AttributeCreatePage,
})
