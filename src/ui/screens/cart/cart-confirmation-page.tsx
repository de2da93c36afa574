import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ACCOUNT_CRUMBS, type Crumb } from '../../components/breadcrumbs/breadcrumbs'
import forms from '../../components/forms/forms.module.css'
import { PortalPage } from '../../components/portal-page/portal-page'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { orderQuery } from '../../queries/orders.queries'
import { orderIdOf } from '../../router/portal-search'
import styles from './cart.module.css'

const CART_TRAIL: readonly Crumb[] = [...ACCOUNT_CRUMBS, { label: 'Mon panier', to: '/panier' }]

function Confirmation({ orderId, title, message }: { orderId: number; title: string; message: string }) {
  const runUseCase = useRunUseCase()
  // Only to name the order; the page says everything it must without it.
  const { data: order } = useQuery(orderQuery(runUseCase, orderId))
  return (
    <PortalPage trail={CART_TRAIL} title={title}>
      <section className={styles.confirmation} aria-label="Récapitulatif">
        <p>{message}</p>
        {order === undefined ? null : (
          <p>
            Numéro de commande : <strong>{order.number}</strong>
          </p>
        )}
        <div className={styles.links}>
          <Link to="/account/order/$orderId" params={{ orderId: String(orderId) }} className={forms.button}>
            Voir la commande
          </Link>
          <Link to="/account/catalog" className={forms.secondary}>
            Retour au catalogue
          </Link>
        </div>
      </section>
    </PortalPage>
  )
}

const confirmed = getRouteApi('/_public/panier/confirm/$orderId')
const requested = getRouteApi('/_public/panier/request/$orderId')

/** /panier/confirm/{id}: a shop without a validator has ordered (decisions §5). */
export function OrderConfirmedPage() {
  const orderId = orderIdOf(confirmed.useParams().orderId)
  return <Confirmation orderId={orderId} title="Commande confirmée" message="Merci ! Votre commande est enregistrée et validée." />
}

/** /panier/request/{id}: the order waits for the head office's validation (decisions §5). */
export function OrderRequestedPage() {
  const orderId = orderIdOf(requested.useParams().orderId)
  return (
    <Confirmation
      orderId={orderId}
      title="Demande de commande envoyée"
      message="Votre commande a été transmise à votre siège pour validation. Suivez son avancement dans « Mes commandes »."
    />
  )
}
