import { useId } from 'react'
import type { StockOptionWire } from '../../../contract/portal/stock'
import { stockQuantityText } from '../../../domain/brand-stock'
import { calendarDayText } from '../../../domain/calendar-day-text'
import { BalanceChart } from './balance-chart'
import styles from './stock.module.css'

// One kept option of the brand (docs/decisions/077-brand-stock.md): its balance, the forecast's sentences, the
// suggested run, and the chart with the table that gives its figures.

const weekly = (units: number) => `${stockQuantityText(Math.round(units))} par semaine`
const cell = (value: number | null) => (value === null ? '—' : stockQuantityText(value))

function Forecast({ option }: { option: StockOptionWire }) {
  if (option.stock_out_text === null) {
    return <p>Aucun appel sur stock ces dernières semaines : pas de rupture prévue.</p>
  }
  return (
    <>
      <p>{option.stock_out_text}</p>
      {option.relaunch_text === null ? (
        <p>Délai de production inconnu : demandez-le à votre interlocuteur.</p>
      ) : (
        <p className={option.relaunch_overdue ? styles.overdue : undefined}>
          {option.relaunch_overdue ? <strong>À relancer dès maintenant : </strong> : null}
          {option.relaunch_text}
        </p>
      )}
    </>
  )
}

export function StockOptionCard({ option }: { option: StockOptionWire }) {
  const titleId = useId()
  const tableId = useId()
  const name = `${option.product_name}, ${option.option_label}`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {name}
      </h2>
      <dl className={styles.facts}>
        <dt>En stock</dt>
        <dd className={styles.balance}>{stockQuantityText(option.balance)}</dd>
        <dt>Dernière production</dt>
        <dd>
          {option.last_run === null
            ? '—'
            : `${stockQuantityText(option.last_run.quantity)} reçus le ${calendarDayText(option.last_run.day, {
                year: true,
              })}${option.last_run.lot === null ? '' : ` (lot ${option.last_run.lot})`}`}
        </dd>
        <dt>Consommation</dt>
        <dd>
          {weekly(option.weekly_consumption)}
          {option.weekly_by_shop.length === 0 ? null : (
            <ul className={styles.shops}>
              {option.weekly_by_shop.map((shop) => (
                <li key={shop.shop_id}>
                  {shop.shop_name} : {weekly(shop.weekly)}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Production suggérée</dt>
        <dd>{option.suggested_run === 0 ? '—' : `${stockQuantityText(option.suggested_run)} unités`}</dd>
      </dl>
      <Forecast option={option} />
      <div className={styles.figures}>
        <BalanceChart option={option} />
        <div className={styles.tableScroll} role="region" aria-labelledby={tableId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={tableId}>Stock semaine par semaine : {name}</caption>
            <thead>
              <tr>
                <th scope="col">Semaine finissant le</th>
                <th scope="col">Stock</th>
                <th scope="col">Projection</th>
              </tr>
            </thead>
            <tbody>
              {option.balance_series.map((point) => (
                <tr key={point.week_ending}>
                  <th scope="row">{calendarDayText(point.week_ending)}</th>
                  <td>{cell(point.balance)}</td>
                  <td>{cell(point.projected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </article>
  )
}
