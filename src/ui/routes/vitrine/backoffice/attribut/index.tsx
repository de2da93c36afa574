import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { AttributeListPage } from '../../../../showcase-admin/catalog/attribute-pages'

export const Route = createFileRoute('/vitrine/backoffice/attribut/')({
  head: backofficeHead('Attributs'),
  component: AttributeListPage,
})
