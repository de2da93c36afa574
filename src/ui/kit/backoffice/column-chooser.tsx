import { useQuery } from '@tanstack/react-query'
import { Popover } from 'radix-ui'
import { useEffect, useState } from 'react'
import { TablePreferences } from '../../../application/backoffice/ports/table-preferences'
import forms from '../forms/forms.module.css'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { adminSessionQuery } from '../../app/queries/session.queries'
import styles from './resource-table.module.css'

/*
 * Back-office kit: the "Colonnes" chooser of a ResourceTable. The hidden columns are remembered per
 * administrator and table (TablePreferences port: local storage in the browser), so each admin finds
 * the table as they left it. Radix Popover: Escape closes it and focus returns to its button.
 */

/** The table's hidden column ids, read once the admin is known, and a setter that remembers them. */
export function useHiddenColumns(table: string): [readonly string[], (hidden: readonly string[]) => void] {
  const runUseCase = useRunUseCase()
  const { data: admin } = useQuery(adminSessionQuery(runUseCase))
  const adminId = admin?.id
  const [hidden, setHidden] = useState<readonly string[]>([])
  useEffect(() => {
    if (adminId === undefined) return
    let current = true
    void runUseCase(TablePreferences.use((store) => store.hiddenColumns({ adminId, table }))).then((stored) => {
      if (current && stored !== null) setHidden(stored)
    })
    return () => {
      current = false
    }
  }, [adminId, table, runUseCase])
  const change = (next: readonly string[]) => {
    setHidden(next)
    if (adminId !== undefined)
      void runUseCase(TablePreferences.use((store) => store.saveHiddenColumns({ adminId, table }, next)))
  }
  return [hidden, change]
}

type ChooserColumn = { readonly id: string; readonly header: string; readonly hideable?: boolean }

export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly ChooserColumn[]
  hidden: readonly string[]
  onChange: (hidden: readonly string[]) => void
}) {
  const choosable = columns.filter((column) => column.hideable !== false)
  if (choosable.length === 0) return null
  const toggle = (id: string, visible: boolean) =>
    onChange(visible ? hidden.filter((hiddenId) => hiddenId !== id) : [...hidden, id])
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" className={forms.secondary}>
          Colonnes
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} align="end" sideOffset={4} aria-label="Colonnes affichées">
          <fieldset className={styles.chooser}>
            <legend>Colonnes affichées</legend>
            {choosable.map((column) => (
              <label key={column.id} className={forms.checkbox}>
                <input
                  type="checkbox"
                  checked={!hidden.includes(column.id)}
                  onChange={(event) => toggle(column.id, event.target.checked)}
                />
                {column.header}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
