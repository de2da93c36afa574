import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { STOCK_MOVEMENTS } from '../../../contract/backoffice/stock'
import { STOCK_MOVEMENT_KINDS, STOCK_MOVEMENT_LABELS, stockQuantityText } from '../../../domain/brand-stock'
import { calendarDayText } from '../../../domain/calendar-day-text'
import { pageCountOf } from '../../../domain/list-page-bounds'
import { failureText } from '../../kit/backoffice/kit-failures'
import { ExportButton } from '../../kit/backoffice/resource-table-parts'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { TableScroller } from '../../kit/data-table/table-scroller'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { BrandSelect } from './brand-select'
import { PreviousNextPager } from '../../kit/backoffice/previous-next-pager'
import styles from './stock.module.css'

// The movements, newest first (docs/decisions/077-brand-stock.md): runs, call-offs with their order,
// adjustments with their reason; the CSV takes the same filters, every page.

const PAGE_SIZE = 20
type Filters = { brand: string; kind: string; from: string; to: string }
const NO_FILTERS: Filters = { brand: '', kind: '', from: '', to: '' }

const signed = (quantity: number) => (quantity > 0 ? `+${stockQuantityText(quantity)}` : stockQuantityText(quantity))

export function StockMovements() {
  const id = useId()
  const runUseCase = useRunUseCase()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const query: Record<string, string> = {
    ...(filters.brand === '' ? {} : { brand_id: filters.brand }),
    ...(filters.kind === '' ? {} : { kind: filters.kind }),
    ...(filters.from === '' ? {} : { from: filters.from }),
    ...(filters.to === '' ? {} : { to: filters.to }),
  }
  const params = { ...query, _start: String((page - 1) * PAGE_SIZE), _limit: String(PAGE_SIZE) }
  const list = useQuery(resourceListQuery(runUseCase, STOCK_MOVEMENTS, params))
  const pages = pageCountOf(list.data?.total ?? 0, PAGE_SIZE)
  const set = (name: keyof Filters, value: string) => {
    setFilters((previous) => ({ ...previous, [name]: value }))
    setPage(1)
  }
  return (
    <section className={styles.section} aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className={styles.sectionTitle}>
        Mouvements
      </h2>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filtrer les mouvements"
        onSubmit={(e) => e.preventDefault()}
      >
        <BrandSelect
          id={`${id}-enseigne`}
          label="Enseigne des mouvements"
          value={filters.brand}
          onValue={(brand) => set('brand', brand)}
          emptyLabel="Toutes les enseignes"
        />
        <div className={forms.field}>
          <label htmlFor={`${id}-type`}>Type de mouvement</label>
          <select
            id={`${id}-type`}
            className={forms.select}
            value={filters.kind}
            onChange={(e) => set('kind', e.target.value)}
          >
            <option value="">Tous les mouvements</option>
            {STOCK_MOVEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {STOCK_MOVEMENT_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-du`}>Du</label>
          <input
            id={`${id}-du`}
            className={forms.input}
            type="date"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-au`}>Au</label>
          <input
            id={`${id}-au`}
            className={forms.input}
            type="date"
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
        <ExportButton resource={STOCK_MOVEMENTS} query={query} fileName="mouvements-stock.csv" />
      </form>
      {list.isPending ? <p role="status">Chargement des mouvements…</p> : null}
      {list.isError ? (
        <div role="alert">
          <p>{failureText(list.error, 'Les mouvements n’ont pas pu être chargés.')}</p>
          <button type="button" className={forms.secondary} onClick={() => void list.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {list.isSuccess && list.data.rows.length === 0 ? <p role="status">Aucun mouvement pour ces filtres.</p> : null}
      {list.isSuccess && list.data.rows.length > 0 ? (
        <TableScroller label="Mouvements du stock">
          <table className={styles.table} aria-busy={list.isFetching}>
            <caption className="visually-hidden">Mouvements du stock</caption>
            <thead>
              <tr>
                <th scope="col">Jour</th>
                <th scope="col">Mouvement</th>
                <th scope="col">Enseigne</th>
                <th scope="col">Produit et option</th>
                <th scope="col">Quantité</th>
                <th scope="col">Par</th>
                <th scope="col">Détail</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{calendarDayText(row.day, { year: true })}</td>
                  <td>{row.kind_label}</td>
                  <td>{row.brand_name}</td>
                  <td>
                    {row.product_name} — {row.option_label}
                  </td>
                  <td className={styles.number}>{signed(row.quantity)}</td>
                  <td>{row.who}</td>
                  <td>
                    {row.order_id !== null && row.order_number !== null ? (
                      <Link to="/backoffice/order/details/$id" params={{ id: String(row.order_id) }}>
                        {row.order_number}
                      </Link>
                    ) : null}
                    {row.lot === null ? null : `Lot ${row.lot}`}
                    {row.reason}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      <PreviousNextPager label="Pages des mouvements" page={page} pages={pages} goTo={setPage} />
    </section>
  )
}
