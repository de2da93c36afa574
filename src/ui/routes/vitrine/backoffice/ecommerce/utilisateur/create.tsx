import { createFileRoute } from '@tanstack/react-router'
import { AccountCreatePage } from '../../../../../showcase-admin/accounts/account-pages'
import { ECOMMERCE_USERS_SCREEN } from '../../../../../showcase-admin/accounts/account-screens'
import { backofficeHead } from '../../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/ecommerce/utilisateur/create')({
  head: backofficeHead('Créer un utilisateur e-commerce'),
  component: () => <AccountCreatePage screen={ECOMMERCE_USERS_SCREEN} />,
})
