import { createFileRoute } from '@tanstack/react-router'
import { AccountCreatePage } from '../../../../showcase-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../showcase-admin/accounts/account-screens'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/administration/create')({
  head: backofficeHead('Créer un administrateur'),
  component: () => <AccountCreatePage screen={ADMINISTRATION_SCREEN} />,
})
