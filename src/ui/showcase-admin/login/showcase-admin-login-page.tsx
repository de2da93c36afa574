import {
  finishShowcaseAdminSignIn,
  signInShowcaseAdmin,
} from '../../../application/backoffice/second-factor-sign-in.use-case'
import { AdminLoginCard } from '../../backoffice/login/admin-login-page'
import { showcaseAdminLoginErrorMessage } from '../../kit/messages/error-messages'
import { showcaseAdminSessionKey } from '../showcase-admin-session.queries'

// /vitrine/admin: the two-step showcase admin login (spec §4) behind the one login form of the site,
// with the second factor's code between the SSO and the exchange when it is on (decision 063); then
// homeVitrine (spec §2).
export function ShowcaseAdminLoginPage() {
  return (
    <AdminLoginCard
      title="Connexion au back-office vitrine"
      intro="Espace réservé aux administrateurs du site vitrine."
      login={signInShowcaseAdmin}
      finish={finishShowcaseAdminSignIn}
      failureMessage={showcaseAdminLoginErrorMessage}
      sessionKey={showcaseAdminSessionKey}
      next="/vitrine/backoffice"
    />
  )
}
