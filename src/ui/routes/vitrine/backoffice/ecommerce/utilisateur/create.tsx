import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../../kit/backoffice/page-head'
import { AccountCreatePage } from '../../../../../showcase-admin/accounts/account-pages'
import { ECOMMERCE_USERS_SCREEN } from '../../../../../showcase-admin/accounts/account-screens'

export const Route = createFileRoute('/vitrine/backoffice/ecommerce/utilisateur/create')({
  head: backofficeHead('Créer un utilisateur e-commerce'),
  component: () => <AccountCreatePage screen={ECOMMERCE_USERS_SCREEN} />,
})
