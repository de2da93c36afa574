import { useEffect, useRef } from 'react'
import { MAX_CLOSURE_DAYS } from '../../../contract/backoffice/settings'
import { calendarDayText } from '../../../domain/calendar-day-text'
import { frenchPublicHolidays, parisCalendarDay } from '../../../domain/working-days'
import type { FieldControl, FormField } from '../../kit/backoffice/form-field'
import type { FormRow } from '../../kit/backoffice/form-values'
import forms from '../../kit/forms/forms.module.css'
import styles from '../../kit/backoffice/resource-form.module.css'

// The company's closing days (docs/decisions/075-price-tiers-price-lists-lead-times.md): days the working
// calendar skips on top of weekends and public holidays. The form holds one row `{ day }` per date input;
// the server merges duplicates and sorts. The public holidays are listed read-only below, so that nobody
// types them again: the calendar already skips them.

export const CLOSURE_DAYS_TEXT = {
  legend: 'Jours de fermeture',
  hint:
    'Jours où l’entreprise est fermée, en plus des week-ends et des jours fériés : ' +
    'ils ne comptent pas dans les délais.',
  add: 'Ajouter un jour',
  dayLabel: (position: number) => `Jour de fermeture ${position}`,
  remove: (day: string, position: number) =>
    day === '' ? `Retirer le jour ${position}` : `Retirer le ${dayText(day)}`,
  holidays: (years: string) => `Jours fériés déjà comptés (${years})`,
} as const

/** '2026-12-24' -> "24 décembre 2026"; the text itself when it is not a day. */
export const dayText = (day: string) => calendarDayText(day, { year: true })

const rowsOf = (value: FieldControl['value']): readonly FormRow[] =>
  Array.isArray(value) ? (value as readonly FormRow[]).filter((row) => typeof row === 'object') : []

export function ClosureDaysControl({ id, value, error, onChange, onBlur }: FieldControl) {
  const rows = rowsOf(value)
  const addButton = useRef<HTMLButtonElement>(null)
  // The row just added takes the focus once it is on the page (after the form has stored the new row).
  const focusRow = useRef<number | null>(null)
  useEffect(() => {
    const wanted = focusRow.current
    if (wanted === null || wanted >= rows.length) return
    focusRow.current = null
    document.getElementById(`${id}-${wanted}`)?.focus()
  }, [id, rows.length])
  const errorId = `${id}-erreur`
  const hintId = `${id}-aide`
  const change = (index: number, day: string) => onChange(rows.map((row, at) => (at === index ? { ...row, day } : row)))
  return (
    <fieldset className={styles.group} aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}>
      <legend>{CLOSURE_DAYS_TEXT.legend}</legend>
      <p id={hintId} className={forms.hint}>
        {CLOSURE_DAYS_TEXT.hint}
      </p>
      {error === null ? null : (
        <p id={errorId} className={forms.inlineError}>
          {error}
        </p>
      )}
      {rows.map((row, index) => {
        const day = typeof row.day === 'string' ? row.day : ''
        return (
          // Rows have no identity of their own until saved: the form keeps their values by position.
          <div key={index} className={forms.field}>
            <label htmlFor={`${id}-${index}`} className={forms.label}>
              {CLOSURE_DAYS_TEXT.dayLabel(index + 1)}
            </label>
            <input
              id={`${id}-${index}`}
              type="date"
              className={forms.input}
              value={day}
              onChange={(event) => change(index, event.target.value)}
              onBlur={onBlur}
            />
            <button
              type="button"
              className={forms.secondary}
              onClick={() => {
                onChange(rows.filter((_, at) => at !== index))
                addButton.current?.focus()
              }}
            >
              {CLOSURE_DAYS_TEXT.remove(day, index + 1)}
            </button>
          </div>
        )
      })}
      <div className={styles.formActions}>
        <button
          ref={addButton}
          type="button"
          className={forms.secondary}
          disabled={rows.length >= MAX_CLOSURE_DAYS}
          onClick={() => {
            focusRow.current = rows.length
            onChange([...rows, { day: '' }])
          }}
        >
          {CLOSURE_DAYS_TEXT.add}
        </button>
      </div>
      <PublicHolidays />
    </fieldset>
  )
}

function PublicHolidays() {
  const year = Number(parisCalendarDay(new Date()).slice(0, 4))
  const holidays = [...frenchPublicHolidays(year), ...frenchPublicHolidays(year + 1)]
  const headingId = 'jours-feries-titre'
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{CLOSURE_DAYS_TEXT.holidays(`${year} et ${year + 1}`)}</h2>
      <ul>
        {holidays.map((holiday) => (
          <li key={holiday.day}>
            {dayText(holiday.day)} : {holiday.name}
          </li>
        ))}
      </ul>
    </section>
  )
}

export const CLOSURE_DAYS_FIELD: FormField = {
  name: 'closure_days',
  label: CLOSURE_DAYS_TEXT.legend,
  render: (control) => <ClosureDaysControl {...control} />,
}
