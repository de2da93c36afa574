import { useId, useState, type FormEvent } from 'react'
import type { PriceListOptionWire } from '../../../contract/backoffice/price-lists'
import { formatEuros } from '../../../domain/money'
import styles from './brand-price-lists.module.css'
import { bodyOf, emptyPrice, emptyTier, type PriceDraft, type PriceListDraft } from './brand-price-lists-draft'
import type { PriceListBodyInput } from '../../../contract/backoffice/price-lists'

// The editor of one price list (docs/decisions/075-price-tiers-price-lists-lead-times.md): its name and period,
// then one row per priced option with its breaks. Every button names what it acts on.

const choiceText = (option: PriceListOptionWire) =>
  `${option.product_name} (${option.product_reference}) – ${option.option_label} – ` +
  `${formatEuros(option.unit_price)} HT`

type Props = {
  readonly initial: PriceListDraft
  readonly options: readonly PriceListOptionWire[]
  readonly title: string
  readonly save: (body: PriceListBodyInput) => Promise<{ message: string; fields: Record<string, string> } | null>
  readonly onCancel: () => void
}

export function PriceListEditor({ initial, options, title, save, onCancel }: Props) {
  const id = useId()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [saving, setSaving] = useState(false)
  const error = (field: string) => errors?.fields[field]
  const setPrice = (index: number, change: Partial<PriceDraft>) =>
    setDraft({ ...draft, prices: draft.prices.map((price, at) => (at === index ? { ...price, ...change } : price)) })
  const optionName = (price: PriceDraft) => {
    const option = options.find((candidate) => String(candidate.option_id) === price.optionId)
    return option === undefined ? 'option non choisie' : `${option.product_name} – ${option.option_label}`
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const read = bodyOf(draft)
    if (read.kind === 'invalid') {
      setErrors({ message: 'Le formulaire contient des erreurs.', fields: read.fields })
      return
    }
    setSaving(true)
    const refused = await save(read.body)
    setSaving(false)
    setErrors(refused)
  }

  const field = (name: string, label: string, input: React.ReactNode, message = error(name)) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {message === undefined ? null : (
        <p className={styles.error} id={`${id}-${name}-error`}>
          {message}
        </p>
      )}
    </div>
  )
  const described = (name: string) =>
    error(name) === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` }

  return (
    <form className={styles.editor} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{title}</h3>
      {errors === null ? null : (
        <p role="alert" className={styles.error}>
          {errors.message}
        </p>
      )}
      {field(
        'name',
        'Nom de la liste',
        <input
          id={`${id}-name`}
          value={draft.name}
          maxLength={120}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          {...described('name')}
        />,
      )}
      {field(
        'valid_from',
        'Valable à partir du',
        <input
          id={`${id}-valid_from`}
          type="date"
          value={draft.validFrom}
          onChange={(e) => setDraft({ ...draft, validFrom: e.target.value })}
          {...described('valid_from')}
        />,
      )}
      {field(
        'valid_to',
        'Jusqu’au (facultatif)',
        <input
          id={`${id}-valid_to`}
          type="date"
          value={draft.validTo}
          onChange={(e) => setDraft({ ...draft, validTo: e.target.value })}
          {...described('valid_to')}
        />,
      )}
      <ul className={styles.rows}>
        {draft.prices.map((price, index) => (
          <li key={price.key} className={styles.row}>
            {field(
              `prices.${index}.option_id`,
              `Option (prix ${index + 1})`,
              <select
                id={`${id}-prices.${index}.option_id`}
                value={price.optionId}
                onChange={(e) => setPrice(index, { optionId: e.target.value })}
                {...described(`prices.${index}.option_id`)}
              >
                <option value="">Choisir une option</option>
                {options.map((option) => (
                  <option key={option.option_id} value={String(option.option_id)}>
                    {choiceText(option)}
                  </option>
                ))}
              </select>,
            )}
            {field(
              `prices.${index}.unit_price`,
              'Prix unitaire HT (€)',
              <input
                id={`${id}-prices.${index}.unit_price`}
                inputMode="decimal"
                value={price.price}
                onChange={(e) => setPrice(index, { price: e.target.value })}
                {...described(`prices.${index}.unit_price`)}
              />,
            )}
            {error(`prices.${index}.price_tiers`) === undefined ? null : (
              <p className={styles.error}>{error(`prices.${index}.price_tiers`)}</p>
            )}
            {price.tiers.map((tier, tierIndex) => {
              const setTier = (change: Partial<typeof tier>) =>
                setPrice(index, { tiers: price.tiers.map((t, at) => (at === tierIndex ? { ...t, ...change } : t)) })
              const base = `prices.${index}.price_tiers.${tierIndex}`
              return (
                <fieldset key={tier.key} className={styles.tier}>
                  <legend>{`Palier ${tierIndex + 1} de ${optionName(price)}`}</legend>
                  {field(
                    `${base}.from_quantity`,
                    'À partir de (unités)',
                    <input
                      id={`${id}-${base}.from_quantity`}
                      inputMode="numeric"
                      value={tier.fromQuantity}
                      onChange={(e) => setTier({ fromQuantity: e.target.value })}
                      {...described(`${base}.from_quantity`)}
                    />,
                  )}
                  {field(
                    `${base}.unit_price`,
                    'Prix unitaire HT du palier (€)',
                    <input
                      id={`${id}-${base}.unit_price`}
                      inputMode="decimal"
                      value={tier.price}
                      onChange={(e) => setTier({ price: e.target.value })}
                      {...described(`${base}.unit_price`)}
                    />,
                  )}
                  <button
                    type="button"
                    onClick={() => setPrice(index, { tiers: price.tiers.filter((_, at) => at !== tierIndex) })}
                  >
                    {`Retirer le palier ${tierIndex + 1} de ${optionName(price)}`}
                  </button>
                </fieldset>
              )
            })}
            <div className={styles.actions}>
              <button type="button" onClick={() => setPrice(index, { tiers: [...price.tiers, emptyTier()] })}>
                {`Ajouter un palier à ${optionName(price)}`}
              </button>
              <button
                type="button"
                onClick={() => setDraft({ ...draft, prices: draft.prices.filter((_, at) => at !== index) })}
              >
                {`Retirer le prix de ${optionName(price)}`}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" onClick={() => setDraft({ ...draft, prices: [...draft.prices, emptyPrice()] })}>
          Ajouter un prix à la liste
        </button>
        <button type="submit" disabled={saving}>
          Enregistrer la liste de prix
        </button>
        <button type="button" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  )
}
