import { Link } from '@tanstack/react-router'
import { LoginCard } from '../../components/auth-shell/login-card'

// The two-step showcase admin login (spec §4) ships with the showcase back-office issue; no fake form here.
export function StorefrontAdminLoginPage() {
  return (
    <LoginCard title="Connexion au back-office vitrine" intro="La connexion des administrateurs du site vitrine sera disponible prochainement.">
      <Link to="/">Retour à l’accueil</Link>
    </LoginCard>
  )
}
