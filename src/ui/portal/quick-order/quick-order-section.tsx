import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { placeQuickOrder, type QuickOrderOutcome } from '../../../application/portal/quick-order.use-case'
import { Field } from '../../kit/forms/field'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'
import { cartKeys } from '../cart/cart-count.query'
import { QuickOrderResults } from './quick-order-results'
import styles from './quick-order.module.css'

const HINT =
  'Une ligne par produit : la référence puis la quantité, par exemple « ML-EXP 500 ». Les colonnes ' +
  'copiées d’un tableur (séparées par « ; », « , » ou une tabulation) conviennent aussi. Pour une autre ' +
  'option que la première, ajoutez son numéro : « ML-EXP#2 500 ».'

/** Quick order on /account/catalog (docs/decisions/041-quick-order.md): paste, check, one add. */
export function QuickOrderSection() {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [outcome, setOutcome] = useState<QuickOrderOutcome | null>(null)

  const send = useMutation({
    mutationFn: (pasted: string) => runUseCase(placeQuickOrder(pasted)),
    onSuccess: (result) => {
      setOutcome(result)
      if (result.numberOfProductsInCart !== null) {
        queryClient.setQueryData(cartKeys.count, result.numberOfProductsInCart)
        void queryClient.invalidateQueries({ queryKey: cartKeys.current })
      }
      const refusedOnly = result.results.every((line) => line.status === 'refused')
      if (refusedOnly) notifier.error(result.message)
      else notifier.success(result.message)
    },
    onError: (thrown) => {
      setOutcome(null)
      notice(thrown, PORTAL_MESSAGES.cartAdd)
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send.mutate(text)
  }

  const panelId = `${id}-panneau`
  return (
    <section aria-labelledby={`${id}-titre`} className={styles.section}>
      <h2 className={styles.title}>
        <button
          id={`${id}-titre`}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          Commande rapide
          {/* Drawn, not read: the button's state is aria-expanded. */}
          <span className={styles.sign} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <form onSubmit={submit} noValidate className={styles.form}>
          <Field id={`${id}-lignes`} label="Références et quantités" hint={HINT}>
            {(control) => (
              <textarea
                {...control}
                className={`${forms.textarea} ${styles.lines}`}
                rows={5}
                spellCheck={false}
                autoCapitalize="characters"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={'ML-EXP 500\nML-SAC-KRAFT#2 250'}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <SubmitButton busy={send.isPending} busyLabel="Ajout en cours…">
              Ajouter les lignes au panier
            </SubmitButton>
          </div>
        </form>
        {outcome === null ? null : <QuickOrderResults outcome={outcome} />}
      </div>
    </section>
  )
}
