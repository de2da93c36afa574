import { createFileRoute } from '@tanstack/react-router'
import { AttributeListPage } from '../../../../showcase-admin/catalog/attribute-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/attribut/')({
  head: backofficeHead('Attributs'),
  component: AttributeListPage,
})
