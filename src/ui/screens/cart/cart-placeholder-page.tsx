import { Link } from '@tanstack/react-router'

// The cart issue builds this page; until then it says so instead of pretending.
export function CartPlaceholderPage() {
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">Mon panier</h1>
      <p>Le panier sera bientôt disponible dans cet espace.</p>
      <Link to="/account">Retour à mon espace client</Link>
    </section>
  )
}
