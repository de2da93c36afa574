import { createFileRoute } from '@tanstack/react-router'
import { AttributeCreatePage } from '../../../../showcase-admin/catalog/attribute-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/attribut/create')({
  head: backofficeHead('Créer un attribut'),
  component: AttributeCreatePage,
})
