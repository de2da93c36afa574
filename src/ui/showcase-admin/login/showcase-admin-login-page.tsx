import { loginShowcaseAdmin } from '../../../application/showcase-admin/showcase-admin-session.use-case'
import { AdminLoginCard } from '../../backoffice/login/admin-login-page'
import { showcaseAdminLoginErrorMessage } from '../../kit/messages/error-messages'
import { showcaseAdminSessionKey } from '../showcase-admin-session.queries'

// /vitrine/admin: the two-step showcase admin login (spec §4) behind the one login form of the site;
// then homeVitrine (spec §2).
export function ShowcaseAdminLoginPage() {
  return (
    <AdminLoginCard
      title="Connexion au back-office vitrine"
      intro="Espace réservé aux administrateurs du site vitrine."
      login={loginShowcaseAdmin}
      failureMessage={showcaseAdminLoginErrorMessage}
      sessionKey={showcaseAdminSessionKey}
      home="/vitrine/backoffice"
    />
  )
}
