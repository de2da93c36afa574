import { type FormEvent, useId, useRef, useState } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { STOCK_RUNS } from '../../../contract/backoffice/stock'
import { MAX_LOT_LENGTH, stockQuantityText } from '../../../domain/brand-stock'
import { parisCalendarDay } from '../../../domain/working-days'
import { failureText } from '../../kit/backoffice/kit-failures'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { StockAccountFields } from './stock-account-fields'
import { useStockRefresh } from './stock-choices'
import styles from './stock.module.css'

// "Enregistrer une production reçue" (docs/decisions/077-brand-stock.md): the first run of a brand's option
// opens its account. The server checks the quantity and the day with the domain's sentences.
export function StockRunForm() {
  const id = useId()
  const runUseCase = useRunUseCase()
  const refresh = useStockRefresh()
  const today = parisCalendarDay(new Date())
  const [brandId, setBrandId] = useState('')
  const [optionId, setOptionId] = useState('')
  const [quantity, setQuantity] = useState('')
  const [day, setDay] = useState(today)
  const [lot, setLot] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const message = useRef<HTMLParagraphElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const body = {
      brand_id: Number(brandId),
      option_id: Number(optionId),
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      day,
      lot: lot.trim() === '' ? null : lot,
    }
    try {
      const saved = await runUseCase(BackofficeGateway.use((gateway) => gateway.create(STOCK_RUNS, body)))
      setOutcome({ ok: true, text: `Production enregistrée : ${stockQuantityText(saved.balance)} en stock.` })
      setQuantity('')
      setLot('')
      await refresh()
    } catch (thrown) {
      setOutcome({ ok: false, text: failureText(thrown, 'La production n’a pas pu être enregistrée.') })
    } finally {
      setBusy(false)
      message.current?.focus()
    }
  }

  return (
    <form className={styles.form} aria-labelledby={`${id}-titre`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-titre`} className={styles.sectionTitle}>
        Enregistrer une production reçue
      </h3>
      <StockAccountFields id={id} brandId={brandId} optionId={optionId} onBrand={setBrandId} onOption={setOptionId} />
      <div className={forms.field}>
        <label htmlFor={`${id}-quantite`}>Quantité reçue</label>
        <input
          id={`${id}-quantite`}
          className={forms.input}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-jour`}>Reçue le</label>
        <input
          id={`${id}-jour`}
          className={forms.input}
          type="date"
          max={today}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-lot`}>Lot (facultatif)</label>
        <input
          id={`${id}-lot`}
          className={forms.input}
          maxLength={MAX_LOT_LENGTH}
          value={lot}
          onChange={(event) => setLot(event.target.value)}
        />
      </div>
      <p ref={message} tabIndex={-1} role={outcome?.ok === false ? 'alert' : 'status'}>
        {outcome?.text ?? ''}
      </p>
      <button type="submit" className={forms.button} aria-disabled={busy}>
        Enregistrer la production
      </button>
    </form>
  )
}
