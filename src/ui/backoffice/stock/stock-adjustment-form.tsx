import { type FormEvent, useId, useRef, useState } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { STOCK_ADJUSTMENTS } from '../../../contract/backoffice/stock'
import { MAX_REASON_LENGTH, STOCK_MESSAGES, stockQuantityText } from '../../../domain/brand-stock'
import { failureText } from '../../kit/backoffice/kit-failures'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { StockAccountFields } from './stock-account-fields'
import { useStockRefresh } from './stock-choices'
import styles from './stock.module.css'

// "Ajuster le stock" (docs/decisions/077-brand-stock.md): a signed quantity and a required reason; a decrease
// is confirmed first, and the server refuses one that would take the balance below zero.
export function StockAdjustmentForm() {
  const id = useId()
  const runUseCase = useRunUseCase()
  const refresh = useStockRefresh()
  const [brandId, setBrandId] = useState('')
  const [optionId, setOptionId] = useState('')
  const [quantity, setQuantity] = useState('')
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const message = useRef<HTMLParagraphElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const quantityField = useRef<HTMLInputElement>(null)
  const amount = quantity.trim() === '' ? Number.NaN : Number(quantity)

  async function send() {
    setBusy(true)
    setConfirming(false)
    // The confirmation's buttons leave: the focus waits on the form's message, never on <body>.
    message.current?.focus()
    const body = { brand_id: Number(brandId), option_id: Number(optionId), quantity: amount, reason }
    try {
      const saved = await runUseCase(BackofficeGateway.use((gateway) => gateway.create(STOCK_ADJUSTMENTS, body)))
      setOutcome({ ok: true, text: `Stock ajusté : ${stockQuantityText(saved.balance)} en stock.` })
      setQuantity('')
      setReason('')
      await refresh()
    } catch (thrown) {
      setOutcome({ ok: false, text: failureText(thrown, 'L’ajustement n’a pas pu être enregistré.') })
    } finally {
      setBusy(false)
      message.current?.focus()
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (reason.trim() === '') {
      setOutcome({ ok: false, text: STOCK_MESSAGES.reasonRequired })
      reasonField.current?.focus()
      return
    }
    if (amount < 0) {
      setConfirming(true)
      queueMicrotask(() => confirmButton.current?.focus())
      return
    }
    void send()
  }

  return (
    <form className={styles.form} aria-labelledby={`${id}-titre`} onSubmit={submit} noValidate>
      <h3 id={`${id}-titre`} className={styles.sectionTitle}>
        Ajuster le stock
      </h3>
      <StockAccountFields id={id} brandId={brandId} optionId={optionId} onBrand={setBrandId} onOption={setOptionId} />
      <div className={forms.field}>
        <label htmlFor={`${id}-quantite`}>Ajustement (négatif pour retirer)</label>
        <input
          ref={quantityField}
          id={`${id}-quantite`}
          className={forms.input}
          type="number"
          step={1}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value)
            setConfirming(false)
          }}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-raison`}>Raison</label>
        <textarea
          ref={reasonField}
          id={`${id}-raison`}
          className={forms.textarea}
          required
          aria-required="true"
          maxLength={MAX_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <p ref={message} tabIndex={-1} role={outcome?.ok === false ? 'alert' : 'status'}>
        {outcome?.text ?? ''}
      </p>
      {confirming ? (
        <div role="group" aria-label="Confirmer la baisse">
          <p>Retirer {stockQuantityText(Math.abs(amount))} unités du stock ?</p>
          <button ref={confirmButton} type="button" className={forms.danger} onClick={() => void send()}>
            Confirmer la baisse
          </button>{' '}
          <button
            type="button"
            className={forms.secondary}
            onClick={() => {
              setConfirming(false)
              queueMicrotask(() => quantityField.current?.focus())
            }}
          >
            Annuler
          </button>
        </div>
      ) : (
        <button type="submit" className={forms.button} aria-disabled={busy}>
          Ajuster le stock
        </button>
      )}
    </form>
  )
}
