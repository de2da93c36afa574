import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { AccountCreatePage } from '../../../../screens/storefront-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../screens/storefront-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/administration/create')({
  head: backofficeHead('Créer un administrateur'),
  component: () => <AccountCreatePage screen={ADMINISTRATION_SCREEN} />,
})
