import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState, ErrorState, LoadingState } from '../list-states/list-states'
import { failureText } from './kit-failures'

/*
 * Back-office kit: the states of a list read whole (a tree, an attribute's values, a product's variants)
 * that a page shows in its own table rather than a ResourceTable: loading, its failure with a retry (the
 * server's message when it sent one), an empty list, then the rows.
 *
 *   <QueryRows query={query} failure="Impossible de charger les attributs." empty="Aucun attribut pour l’instant.">
 *     {(rows) => <table>…</table>}
 *   </QueryRows>
 */

type QueryRowsProps<Row> = {
  readonly query: UseQueryResult<{ readonly rows: readonly Row[] }>
  /** What the error says when the server sent no message of its own. */
  readonly failure: string
  readonly empty: ReactNode
  readonly children: (rows: readonly Row[]) => ReactNode
}

export function QueryRows<Row>({ query, failure, empty, children }: QueryRowsProps<Row>) {
  if (query.isPending) return <LoadingState />
  if (query.isError) {
    return <ErrorState message={failureText(query.error, failure)} onRetry={() => void query.refetch()} />
  }
  if (query.data.rows.length === 0) return <EmptyState>{empty}</EmptyState>
  return children(query.data.rows)
}

type QueryTableProps<Row> = Omit<QueryRowsProps<Row>, 'children'> & {
  readonly className?: string
  readonly caption: (rows: readonly Row[]) => string
  /** The column headers, left to right. */
  readonly headers: readonly string[]
  /** One row's <tr>, keyed. */
  readonly children: (row: Row) => ReactNode
}

/** QueryRows whose rows are a table's: its caption, its column headers, then a <tr> a row. */
export function QueryTable<Row>({ className, caption, headers, children, ...states }: QueryTableProps<Row>) {
  return (
    <QueryRows {...states}>
      {(rows) => (
        <table className={className}>
          <caption>{caption(rows)}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(children)}</tbody>
        </table>
      )}
    </QueryRows>
  )
}
