import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { AccountCreatePage } from '../../../../showcase-admin/accounts/account-pages'
import { ADMINISTRATION_SCREEN } from '../../../../showcase-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/administration/create')({
  head: backofficeHead('Créer un administrateur'),
  component: () => <AccountCreatePage screen={ADMINISTRATION_SCREEN} />,
})
