import { TableScroller } from '../../kit/data-table/table-scroller'
import type { OrderEvent, OrderLine } from '../../../application/portal/ports/order-gateway'
import table from '../../kit/data-table/data-table.module.css'
import { formatMoment } from '../../kit/format/dates'
import { headOfficeNotes, lineChangeRows } from './order-change-words'
import styles from './orders.module.css'

/** What the shop ordered and what its head office changed, line by line, with who and when. */
export function OrderChanges({ events, lines }: { events: readonly OrderEvent[]; lines: readonly OrderLine[] }) {
  const rows = lineChangeRows(events, lines)
  const notes = headOfficeNotes(events)
  if (rows.length === 0 && notes.length === 0) return null
  return (
    <section aria-labelledby="order-changes" className={styles.changes}>
      <h2 id="order-changes" className={styles.sectionTitle}>
        Modifications du siège
      </h2>
      {rows.length === 0 ? null : (
        <TableScroller label={'Modifications du siège'}>
          <table className={table.table}>
            <caption>Ce que vous avez commandé et ce que le siège a modifié</caption>
            <thead>
              <tr>
                <th scope="col">Produit</th>
                <th scope="col" className={table.numeric}>
                  Commandé
                </th>
                <th scope="col">Modification</th>
                <th scope="col">Par</th>
                <th scope="col">Le</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.line}</th>
                  <td className={table.numeric}>{row.ordered ?? '—'}</td>
                  <td>
                    {row.change}
                    {row.reason === null ? null : <p className={styles.reason}>Motif : {row.reason}</p>}
                  </td>
                  <td>{row.actor}</td>
                  <td>
                    <time dateTime={row.at}>{formatMoment(row.at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {notes.length === 0 ? null : (
        <ul className={styles.history} aria-label="Messages du siège">
          {notes.map((note) => (
            <li key={note.id}>
              <p>
                <strong>{note.action}</strong>
                {note.detail === null ? null : <> — {note.detail}</>}
              </p>
              {note.reason === null ? null : <p className={styles.reason}>Motif : {note.reason}</p>}
              <p className={styles.eventMeta}>
                <time dateTime={note.at}>{formatMoment(note.at)}</time> par {note.actor}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
