import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ACCOUNT_CRUMBS, type Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import forms from '../../kit/forms/forms.module.css'
import { PortalPage } from '../layout/portal-page'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { CopyOrderButton } from '../orders/copy-order-button'
import { OrderHistory } from '../orders/order-history'
import { OrderOverview, useOrderDetail } from '../orders/order-detail-page'
import { OrderLinesTable } from '../orders/order-lines-table'
import orders from '../orders/orders.module.css'
import { useActionLock } from '../orders/use-action-lock'
import { CommentForm } from './comment-form'
import { ReasonDialog } from './reason-dialog'
import { useValidationActions } from './use-validation-actions'
import { ValidationLinesTable } from './validation-lines-table'
import styles from './validation.module.css'

const route = getRouteApi('/account/ordervalid/$orderId')
const TRAIL: readonly Crumb[] = [...ACCOUNT_CRUMBS, { label: 'Commandes à valider', to: '/account/ordervalid' }]

export const ValidationDetailLoadError = routeLoadError({
  trail: TRAIL,
  title: 'Commande à valider',
  message: PORTAL_MESSAGES.orderLoad,
})

export function ValidationDetailPage() {
  const order = useOrderDetail(route.useParams().orderId)
  // One lock for the copy and every validation action of this order (decision 043).
  const lock = useActionLock()
  const actions = useValidationActions(order, lock)
  const [refusing, setRefusing] = useState(false)
  // Decided here: the decision's buttons are gone, so focus goes to the sentence that replaces them.
  const settled = useRef<HTMLParagraphElement>(null)
  const wasPending = useRef(order.canValidate)
  useEffect(() => {
    if (wasPending.current && !order.canValidate) settled.current?.focus()
    wasPending.current = order.canValidate
  }, [order.canValidate])

  return (
    <PortalPage
      trail={TRAIL}
      title={`Commande ${order.number}`}
      actions={<CopyOrderButton orderId={order.id} lock={lock} />}
    >
      <OrderOverview order={order} />
      {order.canValidate ? (
        <>
          <ValidationLinesTable order={order} actions={actions} />
          <section className={styles.decision} aria-labelledby="decision-title">
            <h2 id="decision-title" className={orders.sectionTitle}>
              Décision sur la commande
            </h2>
            <p>
              Les produits encore en attente prennent la décision choisie ; ceux déjà acceptés ou refusés la gardent.
            </p>
            <div className={forms.row}>
              <ConfirmDialog
                trigger={
                  <button type="button" className={forms.button} disabled={actions.busy} aria-busy={actions.deciding}>
                    Accepter la commande
                  </button>
                }
                title="Accepter la commande ?"
                description={`Les produits encore en attente de la commande ${order.number} seront acceptés.`}
                confirmLabel="Oui, accepter la commande"
                onConfirm={() => actions.decide('accepted')}
              />
              <ReasonDialog
                open={refusing}
                onOpenChange={setRefusing}
                trigger={
                  <button type="button" className={forms.danger} disabled={actions.busy}>
                    Refuser la commande
                  </button>
                }
                title="Refuser la commande ?"
                description={`Les produits encore en attente de la commande ${order.number} seront refusés.`}
                confirmLabel="Oui, refuser la commande"
                onConfirm={(reason) => actions.decide('refused', reason)}
              />
            </div>
          </section>
          <CommentForm actions={actions} />
        </>
      ) : (
        <>
          <p ref={settled} tabIndex={-1} className={`${forms.success} ${styles.settled}`} role="status">
            Cette commande n’attend plus de validation ({order.statusLabel}).{' '}
            <Link to="/account/ordervalid">Retour aux commandes à valider</Link>
          </p>
          <OrderLinesTable lines={order.lines} />
        </>
      )}
      <OrderHistory events={order.events} />
    </PortalPage>
  )
}
