import { useQuery } from '@tanstack/react-query'
import { type RowSelectionState, type SortingState, useTable } from '@tanstack/react-table'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { AdminPage, ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import { failureOf } from '../../../application/use-case-failure'
import { clampPage } from '../../../domain/list-page-bounds'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { EmptyState, ErrorState, LoadingState } from '../list-states/list-states'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { errorMessage } from '../messages/error-messages'
import { resourceListQuery } from './resource.queries'
import { exportParams, type ListDefaults, type ListPaging, listParams, listState } from './list-search'
import { type BulkAction, BulkBar, ExportButton, FilterBar, type ListFilter, TablePager } from './resource-table-parts'
import { ColumnChooser, useHiddenColumns } from './column-chooser'
import { type Features, features, type ResourceColumn, type Row, toColumnDefs } from './resource-table-columns'
import styles from './resource-table.module.css'

/*
 * Back-office kit: a server-side table of one resource (decision 032), on @tanstack/react-table v9.
 *
 *   <ResourceTable
 *     resource={BRANDS} table="brands" caption="Enseignes"
 *     columns={[{ id: 'name', header: 'Nom', cell: (b) => b.name, sortKey: 'name', filter: { param: 'q' } }]}
 *     search={Route.useSearch()} defaults={{ sort: 'name', order: 'asc' }}
 *     onSearch={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
 *     rowActions={(brand) => <Link ...>Modifier</Link>}
 *     bulkActions={[{ id: 'delete', label: 'Supprimer', confirm: {...}, run: (ids) => ... }]}
 *   />
 *
 * Paging, sort and filters live in the address (./list-search.ts) and are sent to the server; the CSV
 * export sends the same filters. Columns can be hidden (remembered per administrator and table), rows
 * selected for bulk actions. Loading, empty and error states are built in; every control is a real
 * button, link or input, and sortable headers are buttons inside a `th` carrying aria-sort.
 */

export type { ResourceColumn }

type TableProps<R extends AdminResource, S extends ListPaging> = {
  readonly resource: R
  /** Names the table for the column chooser's memory (e.g. 'brands'). */
  readonly table: string
  readonly caption: string
  readonly columns: readonly ResourceColumn<ItemOf<R>>[]
  /** The route's validated search (./list-search.ts). */
  readonly search: S
  readonly defaults: ListDefaults<NonNullable<S['sort']>>
  /**
   * Changes the address: merge the patch into the current search (undefined removes a key); `replace`
   * rewrites the current history entry (a correction of the address, not a step the user took).
   */
  readonly onSearch: (patch: Partial<S>, options?: { readonly replace?: boolean }) => void
  /** Filters that belong to no column (dates, status...). */
  readonly filters?: readonly ListFilter[]
  readonly rowActions?: (row: ItemOf<R>) => ReactNode
  readonly bulkActions?: readonly BulkAction[]
  /** The file name of the CSV export; no export button without it. */
  readonly exportName?: string
}

const NO_ROWS: Row[] = []
// What sighted users see of the sort; assistive technology reads the header's aria-sort.
const SORT_MARKS = { asc: ' ▲', desc: ' ▼', none: ' ↕' } as const

export function ResourceTable<R extends AdminResource, S extends ListPaging>(props: TableProps<R, S>) {
  const { resource, columns, search, defaults, onSearch } = props
  const runUseCase = useRunUseCase()
  const params = listParams(search, defaults)
  const state = listState(search, defaults)
  const query = useQuery(resourceListQuery(runUseCase, resource, params))
  const page = query.data as AdminPage<Row> | undefined
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const [hidden, setHidden] = useHiddenColumns(props.table)

  const change = (patch: Partial<S>) => {
    setRowSelection({})
    onSearch(patch)
  }
  // A page beyond the last (an old link, a list that shrank) becomes the last page, in place.
  const shownPage = page === undefined ? state.page : clampPage(state.page, page.total, state.perPage)
  useEffect(() => {
    if (shownPage !== state.page)
      onSearch({ page: shownPage === 1 ? undefined : shownPage } as Partial<S>, { replace: true })
  }, [shownPage, state.page, onSearch])

  const selectable = props.bulkActions !== undefined && props.bulkActions.length > 0
  // Screens pass row actions inline; the column definitions must stay stable (react-table), so they
  // call the latest actions through a ref instead of depending on them.
  const rowActions = useRef(props.rowActions as ((row: Row) => ReactNode) | undefined)
  rowActions.current = props.rowActions as ((row: Row) => ReactNode) | undefined
  const hasRowActions = props.rowActions !== undefined
  const columnDefs = useMemo(
    () =>
      toColumnDefs(
        columns as readonly ResourceColumn<Row>[],
        hasRowActions ? (row) => rowActions.current?.(row) : undefined,
        selectable,
      ),
    [columns, hasRowActions, selectable],
  )
  const sortColumn = columns.find((column) => column.sortKey === state.sort)
  const sorting: SortingState = sortColumn === undefined ? [] : [{ id: sortColumn.id, desc: state.order === 'desc' }]
  const table = useTable<Features, Row>({
    features,
    columns: columnDefs,
    data: (page?.rows as Row[] | undefined) ?? NO_ROWS,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection, columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])) },
    onRowSelectionChange: setRowSelection,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      const column = columns.find((candidate) => candidate.id === first?.id)
      if (first === undefined || column?.sortKey === undefined) return
      change({ sort: column.sortKey, order: first.desc ? 'desc' : 'asc', page: undefined } as Partial<S>)
    },
  })
  const selectedIds = Object.keys(rowSelection)
    .filter((id) => rowSelection[id])
    .map(Number)
  const allFilters = [
    ...columns.flatMap((column) =>
      column.filter === undefined ? [] : [{ label: column.header, ...column.filter } satisfies ListFilter],
    ),
    ...(props.filters ?? []),
  ]

  return (
    <section className={styles.tableSection} aria-label={props.caption}>
      <div className={styles.toolbar}>
        {allFilters.length === 0 ? null : (
          <FilterBar
            filters={allFilters}
            search={search}
            onApply={(patch) => change({ ...patch, page: undefined } as Partial<S>)}
          />
        )}
        <div className={styles.toolbarEnd}>
          <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
          {props.exportName === undefined ? null : (
            <ExportButton resource={resource} query={exportParams(search, defaults)} fileName={props.exportName} />
          )}
        </div>
      </div>
      {props.bulkActions === undefined || selectedIds.length === 0 ? null : (
        <BulkBar actions={props.bulkActions} ids={selectedIds} onDone={() => setRowSelection({})} />
      )}
      {query.isError ? (
        <ErrorState
          message={BACKOFFICE_MESSAGES.loadFailed}
          detail={failureOf(query.error) === null ? null : errorMessage(failureOf(query.error)!)}
          onRetry={() => void query.refetch()}
        />
      ) : page === undefined ? (
        <LoadingState />
      ) : (
        // On a phone the table scrolls sideways in its own region, reachable by keyboard (axe:
        // scrollable-region-focusable), named apart from the section around it.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region needs the keyboard
        <div
          className={styles.tableScroll}
          aria-busy={query.isFetching}
          role="region"
          aria-label={`Tableau : ${props.caption}`}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{props.caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted()
                    const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={header.column.getCanSort() ? (ariaSort ?? 'none') : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={() => header.column.toggleSorting(sorted === 'asc')}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">{SORT_MARKS[sorted || 'none']}</span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} aria-selected={row.getCanSelect() ? row.getIsSelected() : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {page.rows.length === 0 ? <EmptyState>Aucun résultat</EmptyState> : null}
        </div>
      )}
      {page === undefined ? null : (
        <TablePager
          page={shownPage}
          perPage={state.perPage}
          total={page.total}
          onPage={(next) => change({ page: next } as Partial<S>)}
          onPerPage={(perPage) => change({ perPage, page: undefined } as Partial<S>)}
        />
      )}
    </section>
  )
}
