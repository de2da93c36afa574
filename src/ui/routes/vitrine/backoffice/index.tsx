import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/vitrine/backoffice/')({
  component: StorefrontBackofficeHome,
})

// The showcase back-office issue replaces this with the content management screens.
function StorefrontBackofficeHome() {
  return (
    <section aria-labelledby="storefront-backoffice-title">
      <h1 id="storefront-backoffice-title">Back-office vitrine</h1>
      <p>La gestion du site vitrine sera disponible prochainement.</p>
    </section>
  )
}
