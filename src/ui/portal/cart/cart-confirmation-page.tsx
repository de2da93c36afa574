import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { OrderDetail } from '../../../application/portal/ports/order-gateway'
import { failureOf } from '../../../application/use-case-failure'
import { type ConfirmationPage, confirmationPageOf } from '../../../domain/order-confirmation'
import { ACCOUNT_CRUMBS, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import { FormAlert } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { LoadingState } from '../../kit/list-states/list-states'
import { PortalPage } from '../layout/portal-page'
import { SessionEnded } from '../../kit/route-load-error/route-load-error'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { orderQuery } from '../orders/orders.queries'
import { orderIdOf } from '../../app/router/portal-search'
import { OrderRecap } from './order-recap'
import styles from './cart.module.css'

const CART_TRAIL: readonly Crumb[] = [...ACCOUNT_CRUMBS, { label: 'Mon panier', to: '/panier' }]

type Announcement = { readonly page: ConfirmationPage; readonly title: string; readonly message: string }

const CONFIRMED: Announcement = {
  page: 'confirm',
  title: 'Commande confirmée',
  message: 'Merci ! Votre commande est enregistrée et validée.',
}
const REQUESTED: Announcement = {
  page: 'request',
  title: 'Demande de commande envoyée',
  message:
    'Votre commande a été transmise à votre siège pour validation. Suivez son avancement dans « Mes commandes ».',
}

export const MISSING_ORDER_MESSAGE =
  'Commande introuvable : elle n’existe pas ou n’est pas accessible depuis votre espace.'

/** Said instead of thanks when the order is not in the state the page announces (refused, pending...). */
export function notAnnouncedMessage(order: OrderDetail, page: ConfirmationPage): string {
  const announced = page === 'confirm' ? 'n’est pas une commande validée' : 'n’est pas en attente de validation'
  return `La commande ${order.number} ${announced} : son statut est « ${order.statusLabel} ».`
}

function Links({ orderId }: { orderId?: number }) {
  return (
    <div className={styles.links}>
      {orderId === undefined ? (
        <Link to="/account/order" className={forms.button}>
          Mes commandes
        </Link>
      ) : (
        <Link to="/account/order/$orderId" params={{ orderId: String(orderId) }} className={forms.button}>
          Voir la commande
        </Link>
      )}
      <Link to="/account/catalog" className={forms.secondary}>
        Retour au catalogue
      </Link>
    </div>
  )
}

// The page thanks the shop only for an order the server shows in the announced state (defect 8).
function Confirmation({ orderId, announcement }: { orderId: number; announcement: Announcement }) {
  const runUseCase = useRunUseCase()
  const {
    data: order,
    error,
    isPending,
  } = useQuery({ ...orderQuery(runUseCase, orderId), retry: false, enabled: orderId > 0 })
  if (isPending && orderId > 0) return <LoadingState />
  const failure = error === null ? null : failureOf(error)
  if (failure?._tag === 'SessionExpired') return <SessionEnded />
  if (order === undefined) {
    const missing = orderId === 0 || (failure?._tag === 'Rejected' && [400, 403, 404].includes(failure.status))
    return (
      <PortalPage trail={CART_TRAIL} title={missing ? 'Commande introuvable' : 'Commande'}>
        <section className={styles.confirmation} aria-label="Récapitulatif">
          <FormAlert>{missing ? MISSING_ORDER_MESSAGE : PORTAL_MESSAGES.orderLoad}</FormAlert>
          <Links />
        </section>
      </PortalPage>
    )
  }
  const fits = confirmationPageOf(order.status) === announcement.page
  return (
    <PortalPage trail={CART_TRAIL} title={fits ? announcement.title : `Commande ${order.number}`}>
      <section className={styles.confirmation} aria-label="Récapitulatif">
        {fits ? <p>{announcement.message}</p> : <FormAlert>{notAnnouncedMessage(order, announcement.page)}</FormAlert>}
        <p>
          Numéro de commande : <strong>{order.number}</strong>
        </p>
        <OrderRecap order={order} />
        <Links orderId={orderId} />
      </section>
    </PortalPage>
  )
}

const confirmed = getRouteApi('/_public/panier/confirm/$orderId')
const requested = getRouteApi('/_public/panier/request/$orderId')

/** /panier/confirm/{id}: a shop without a validator has ordered (decisions §5). */
export function OrderConfirmedPage() {
  return <Confirmation orderId={orderIdOf(confirmed.useParams().orderId)} announcement={CONFIRMED} />
}

/** /panier/request/{id}: the order waits for the head office's validation (decisions §5). */
export function OrderRequestedPage() {
  return <Confirmation orderId={orderIdOf(requested.useParams().orderId)} announcement={REQUESTED} />
}
