import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { stockSearch } from './stock-address'
import { useId } from 'react'
import { STOCK_BALANCES, type StockBalanceWire } from '../../../contract/backoffice/stock'
import { stockQuantityText } from '../../../domain/brand-stock'
import { calendarDayText } from '../../../domain/calendar-day-text'
import { pageCountOf } from '../../../domain/list-page-bounds'
import { relaunchText, stockOutText } from '../../../domain/stock-forecast'
import { failureText } from '../../kit/backoffice/kit-failures'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { TableScroller } from '../../kit/data-table/table-scroller'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { BrandSelect } from './brand-select'
import { PreviousNextPager } from '../../kit/backoffice/previous-next-pager'
import styles from './stock.module.css'

// The balances per brand and option with their forecast (docs/decisions/077-brand-stock.md), filtered, sorted
// and paged through the address, so a link shows the same page.

export const STOCK_PAGE_SIZE = 20
const route = getRouteApi('/backoffice/stock')
const SORTS = [
  { value: 'brand:ASC', label: 'Enseigne (A → Z)' },
  { value: 'brand:DESC', label: 'Enseigne (Z → A)' },
  { value: 'balance:ASC', label: 'Stock (le plus bas d’abord)' },
  { value: 'balance:DESC', label: 'Stock (le plus haut d’abord)' },
] as const

const lastRunText = (run: { day: string; lot: string | null }) =>
  `${calendarDayText(run.day, { year: true })}${run.lot ? `, lot ${run.lot}` : ''}`

function ForecastCells({ row }: { row: StockBalanceWire }) {
  const { forecast } = row
  return (
    <>
      <td className={styles.number}>{stockQuantityText(Math.round(forecast.weekly_consumption))}</td>
      <td>{forecast.stock_out_day === null ? 'Aucune consommation' : stockOutText(forecast.stock_out_day)}</td>
      <td>
        {forecast.relaunch_before === null ? (
          '—'
        ) : (
          <span className={forecast.relaunch_overdue ? styles.overdue : undefined}>
            {relaunchText(forecast.relaunch_before)}
            {forecast.relaunch_overdue ? ' (dépassé : relancer maintenant)' : ''}
          </span>
        )}
      </td>
      <td className={styles.number}>{forecast.suggested_run > 0 ? stockQuantityText(forecast.suggested_run) : '—'}</td>
    </>
  )
}

export function StockBalances() {
  const id = useId()
  const search = stockSearch(route.useSearch() as Record<string, unknown>)
  const navigate = route.useNavigate()
  const runUseCase = useRunUseCase()
  const page = search.page ?? 1
  const params: Record<string, string> = {
    _start: String((page - 1) * STOCK_PAGE_SIZE),
    _limit: String(STOCK_PAGE_SIZE),
    _sort: search.sort ?? 'brand',
    _order: search.order ?? 'ASC',
    ...(search.brand === undefined ? {} : { brand_id: String(search.brand) }),
    ...(search.q === undefined ? {} : { q: search.q }),
  }
  const list = useQuery(resourceListQuery(runUseCase, STOCK_BALANCES, params))
  const pages = pageCountOf(list.data?.total ?? 0, STOCK_PAGE_SIZE)
  const change = (next: Record<string, unknown>) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  return (
    <section className={styles.section} aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className={styles.sectionTitle}>
        Stock par enseigne et option
      </h2>
      <form className={styles.filters} role="search" aria-label="Filtrer le stock" onSubmit={(e) => e.preventDefault()}>
        <BrandSelect
          id={`${id}-enseigne`}
          label="Enseigne"
          value={search.brand === undefined ? '' : String(search.brand)}
          onValue={(brand) => change({ brand: brand === '' ? undefined : Number(brand) })}
          emptyLabel="Toutes les enseignes"
        />
        <div className={forms.field}>
          <label htmlFor={`${id}-q`}>Produit ou option</label>
          <input
            id={`${id}-q`}
            className={forms.input}
            type="search"
            defaultValue={search.q ?? ''}
            onChange={(event) => change({ q: event.target.value.trim() === '' ? undefined : event.target.value })}
          />
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-tri`}>Trier par</label>
          <select
            id={`${id}-tri`}
            className={forms.select}
            value={`${search.sort ?? 'brand'}:${search.order ?? 'ASC'}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':')
              change({ sort, order })
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {list.isPending ? <p role="status">Chargement du stock…</p> : null}
      {list.isError ? (
        <div role="alert">
          <p>{failureText(list.error, 'Le stock n’a pas pu être chargé.')}</p>
          <button type="button" className={forms.secondary} onClick={() => void list.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {list.isSuccess && list.data.rows.length === 0 ? (
        <p role="status">Aucun stock ne correspond : enregistrez une production reçue pour ouvrir un compte.</p>
      ) : null}
      {list.isSuccess && list.data.rows.length > 0 ? (
        <TableScroller label="Tableau du stock par enseigne et option">
          <table className={styles.table} aria-busy={list.isFetching}>
            <caption className="visually-hidden">Stock par enseigne et option</caption>
            <thead>
              <tr>
                <th scope="col">Enseigne</th>
                <th scope="col">Produit</th>
                <th scope="col">Option</th>
                <th scope="col">Stock</th>
                <th scope="col">Dernière production</th>
                <th scope="col">Conso. / semaine</th>
                <th scope="col">Rupture</th>
                <th scope="col">Relance</th>
                <th scope="col">Production suggérée</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((row) => (
                <tr key={`${row.brand_id}-${row.option_id}`}>
                  <td>{row.brand_name}</td>
                  <td>
                    {row.product_name} ({row.product_reference})
                  </td>
                  <td>{row.option_label}</td>
                  <td className={styles.number}>{stockQuantityText(row.balance)}</td>
                  <td>{row.last_run === null ? '—' : lastRunText(row.last_run)}</td>
                  <ForecastCells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      <PreviousNextPager
        label="Pages du stock"
        page={page}
        pages={pages}
        goTo={(next) => change({ page: next > 1 ? next : undefined })}
      />
    </section>
  )
}
