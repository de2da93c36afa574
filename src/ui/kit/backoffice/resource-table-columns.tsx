import {
  type ColumnDef,
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { ListFilter } from './resource-table-parts'
import styles from './resource-table.module.css'

// Back-office kit: the react-table column definitions behind a ResourceTable (./resource-table.tsx):
// the selection checkboxes, the screen's columns, and the row actions.

// Sorting is the server's (manualSorting): the features only keep the state and the header APIs.
export const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature })
export type Features = typeof features
export type Row = { readonly id: number }

/** One column of a ResourceTable; here, not in ./resource-table.tsx, which imports this file (decision 058). */
export type ResourceColumn<Row> = {
  /** Stable id: the column chooser remembers it. */
  readonly id: string
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** The API's `_sort` value; the header sorts when set. */
  readonly sortKey?: string
  /** A filter of this column in the filter bar; labelled with the header unless told otherwise. */
  readonly filter?: Omit<ListFilter, 'label'> & { readonly label?: string }
  /** Numbers and amounts align right. */
  readonly numeric?: boolean
  /** False for a column that must always show (e.g. the name). */
  readonly hideable?: boolean
}

export function toColumnDefs(
  columns: readonly ResourceColumn<Row>[],
  rowActions: ((row: Row) => ReactNode) | undefined,
  selectable: boolean,
) {
  const defs: ColumnDef<Features, Row>[] = []
  if (selectable) defs.push(selectColumn)
  defs.push(
    ...columns.map(
      (column): ColumnDef<Features, Row> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => row.id,
        enableSorting: column.sortKey !== undefined,
        enableHiding: column.hideable !== false,
        cell: ({ row }) => (
          <span className={column.numeric ? styles.numeric : undefined}>{column.cell(row.original)}</span>
        ),
      }),
    ),
  )
  if (rowActions !== undefined) {
    defs.push({
      id: '_actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => <div className={styles.rowActions}>{rowActions(row.original)}</div>,
    })
  }
  return defs
}

const selectColumn: ColumnDef<Features, Row> = {
  id: '_select',
  enableSorting: false,
  enableHiding: false,
  header: ({ table }) => (
    <input
      type="checkbox"
      aria-label="Sélectionner toutes les lignes de la page"
      checked={table.getIsAllPageRowsSelected()}
      ref={(input) => {
        if (input) input.indeterminate = table.getIsSomePageRowsSelected()
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  ),
  cell: ({ row }) => (
    <input
      type="checkbox"
      aria-label={`Sélectionner la ligne ${row.id}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  ),
}
