import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { AttributeListPage } from '../../../../screens/storefront-admin/catalog/attribute-pages'

export const Route = createFileRoute('/vitrine/backoffice/attribut/')({
  head: backofficeHead('Attributs'),
  component: AttributeListPage,
})
