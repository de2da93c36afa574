import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import forms from '../forms/forms.module.css'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { notifier } from '../notifications/notifier'
import { backofficeKeys } from './resource.queries'
import { notifyFailure } from './kit-failures'
import { KIT_PAGE_SIZES, type KitPageSize } from './list-search'
import styles from './resource-table.module.css'

/*
 * Back-office kit: the pieces around a ResourceTable (./resource-table.tsx): the filter bar, the CSV
 * export button, the bulk-action bar and the pager. Screens describe filters and bulk actions with the
 * two types below and never render these parts themselves.
 */

/** A filter of the list, kept in the address under `param` (e.g. 'q', 'brand_id', 'date_from'). */
export type ListFilter = {
  readonly param: string
  readonly label: string
  readonly kind?: 'text' | 'date' | 'select'
  /** The choices of a 'select' filter; the empty choice ("Tous") is added. */
  readonly options?: readonly { readonly value: string; readonly label: string }[]
}

/** An action on the selected rows; a destructive one is confirmed first. */
export type BulkAction = {
  readonly id: string
  readonly label: string
  readonly confirm?: { readonly title: string; readonly description: string; readonly confirmLabel: string }
  /** Runs the action on the selected ids; resolves to the success message to show. */
  readonly run: (ids: readonly number[]) => Promise<string>
}

export function FilterBar({
  filters,
  search,
  onApply,
}: {
  filters: readonly ListFilter[]
  search: Readonly<Record<string, unknown>>
  onApply: (patch: Record<string, string | undefined>) => void
}) {
  const current = (param: string) => (typeof search[param] === 'string' ? (search[param] as string) : '')
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const patch = Object.fromEntries(
      filters.map(({ param }) => [param, String(data.get(param) ?? '').trim() || undefined]),
    )
    onApply(patch)
  }
  function clear() {
    onApply(Object.fromEntries(filters.map(({ param }) => [param, undefined])))
  }
  // Keyed by the address's values: going back in history refills the inputs.
  const key = filters.map(({ param }) => current(param)).join('|')
  return (
    <form key={key} role="search" aria-label="Filtrer la liste" className={styles.filters} onSubmit={submit}>
      {filters.map((filter) => {
        const id = `filtre-${filter.param}`
        return (
          <div key={filter.param} className={forms.field}>
            <label htmlFor={id}>{filter.label}</label>
            {filter.kind === 'select' ? (
              <select id={id} name={filter.param} className={forms.select} defaultValue={current(filter.param)}>
                <option value="">Tous</option>
                {(filter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={filter.param}
                type={filter.kind === 'date' ? 'date' : 'search'}
                className={forms.input}
                defaultValue={current(filter.param)}
              />
            )}
          </div>
        )
      })}
      <div className={styles.filterActions}>
        <button type="submit" className={forms.button}>
          Filtrer
        </button>
        <button type="button" className={forms.secondary} onClick={clear}>
          Effacer les filtres
        </button>
      </div>
    </form>
  )
}

/**
 * Downloads the whole filtered list (every page) as the server streams it, with the admin's token, in
 * the list's order: `query` is the list's filters and sort (./list-search.ts exportParams).
 */
export function ExportButton({
  resource,
  query,
  fileName,
}: {
  resource: AdminResource
  query: Readonly<Record<string, string>>
  fileName: string
}) {
  const runUseCase = useRunUseCase()
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      const file = await runUseCase(BackofficeGateway.use((gateway) => gateway.exportCsv(resource, query)))
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      link.click()
      URL.revokeObjectURL(url)
    } catch (thrown) {
      notifyFailure(thrown, BACKOFFICE_MESSAGES.exportFailed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className={forms.secondary} onClick={download} disabled={busy} aria-busy={busy}>
      Exporter en CSV
    </button>
  )
}

export function BulkBar({
  actions,
  ids,
  onDone,
}: {
  actions: readonly BulkAction[]
  ids: readonly number[]
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  async function run(action: BulkAction) {
    setBusy(true)
    try {
      notifier.success(await action.run(ids))
      onDone()
    } catch (thrown) {
      notifyFailure(thrown, BACKOFFICE_MESSAGES.saveFailed)
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.all })
    }
  }
  return (
    <div className={styles.bulkBar} role="region" aria-label="Actions groupées">
      <p aria-live="polite">{ids.length === 1 ? '1 ligne sélectionnée' : `${ids.length} lignes sélectionnées`}</p>
      {actions.map((action) => {
        const button = (
          <button
            type="button"
            className={action.confirm ? forms.danger : forms.secondary}
            disabled={busy}
            onClick={action.confirm ? undefined : () => void run(action)}
          >
            {action.label}
          </button>
        )
        return action.confirm === undefined ? (
          <span key={action.id}>{button}</span>
        ) : (
          <ConfirmDialog key={action.id} trigger={button} {...action.confirm} onConfirm={() => void run(action)} />
        )
      })}
    </div>
  )
}

export function TablePager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number
  perPage: KitPageSize
  total: number
  onPage: (page: number) => void
  onPerPage: (perPage: KitPageSize) => void
}) {
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  return (
    <nav aria-label="Pagination" className={styles.pager}>
      <p aria-live="polite">
        {total} {total === 1 ? 'résultat' : 'résultats'} — page {page} sur {pageCount}
      </p>
      <button type="button" className={forms.secondary} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Page précédente
      </button>
      <button type="button" className={forms.secondary} onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Page suivante
      </button>
      <label className={styles.perPage}>
        <span>Par page</span>
        <select
          className={forms.select}
          value={perPage}
          onChange={(event) => onPerPage(KIT_PAGE_SIZES.find((size) => String(size) === event.target.value) ?? perPage)}
        >
          {KIT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
