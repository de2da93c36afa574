import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { AttributeCreatePage } from '../../../../showcase-admin/catalog/attribute-pages'

export const Route = createFileRoute('/vitrine/backoffice/attribut/create')({
  head: backofficeHead('Créer un attribut'),
  component: AttributeCreatePage,
})
