import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { staticHead } from '../../showcase/routing/showcase-route'
import { ContactScreen } from '../../showcase/contact/contact-screen'

type ContactSearch = { readonly sujet?: string }

export const Route = createFileRoute('/_public/nous-contacter')({
  staticData: PUBLIC_PAGE,
  // `?sujet=` pre-fills the subject, e.g. a quote request from a product page.
  validateSearch: (search: Record<string, unknown>): ContactSearch =>
    typeof search.sujet === 'string' && search.sujet.trim() !== '' ? { sujet: search.sujet.slice(0, 200) } : {},
  head: staticHead(
    'Nous contacter',
    "Un projet d'emballage, une demande de devis ou d'échantillons ? " +
      "Écrivez à l'équipe Écrin, nous vous répondons rapidement.",
  ),
  component: ContactPage,
})

function ContactPage() {
  const route = getRouteApi('/_public/nous-contacter')
  const { sujet = '' } = route.useSearch()
  return <ContactScreen subject={sujet} />
}
