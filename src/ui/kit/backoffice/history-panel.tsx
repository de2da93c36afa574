import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { AuditEntryWire } from '../../../contract/backoffice/audit'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { EmptyState, ErrorState, LoadingState } from '../list-states/list-states'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { RESTORE_TEXT, useFormRestore } from './history-restore'
import { actionText, changesOf, fieldText, parisDateTime, valueText } from './history-values'
import { resourceHistoryQuery } from './resource.queries'
import { failureText } from './kit-failures'
import styles from './resource-form.module.css'

/*
 * Back-office kit: a record's history from the audit log (decisions 027 and 065): who, when (Paris time),
 * what, and each changed field as before → after, ids shown as the records' names. A page at a time:
 * "Charger plus" reads older entries down to the creation.
 *
 *   <HistoryPanel resource={BRANDS} id={brand.id} labels={{ name: 'Nom', franco_qty: 'Franco (quantité)' }}
 *     format={{ franco_price: (value) => formatEuros(Number(value)) }} />
 *
 * Bookkeeping columns (version, dates) are left out; fields without a label get the kit's French one.
 */

type HistoryProps = {
  readonly resource: AdminResource
  readonly id: number
  /** French names of the record's fields. */
  readonly labels?: Readonly<Record<string, string>>
  /** How to show a field's value (money, booleans...); the kit's reading otherwise (history-values.ts). */
  readonly format?: Readonly<Record<string, (value: unknown) => string>>
  /**
   * Each entry with a snapshot offers « Restaurer cette version », which loads it into the update form
   * (./history-restore.tsx, decision 069): articles and job offers only, whose snapshots hold every field.
   */
  readonly restore?: boolean
}

export function HistoryPanel({ resource, id, labels = {}, format = {}, restore = false }: HistoryProps) {
  const runUseCase = useRunUseCase()
  const loadVersion = useFormRestore()
  const query = useInfiniteQuery(resourceHistoryQuery(runUseCase, resource, id))
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? []
  const total = query.data?.pages.at(-1)?.total ?? 0
  // After "Charger plus", focus goes to the first entry read: the button may be gone (no more pages),
  // and a keyboard user continues from where the new entries start.
  const firstNew = useRef<number | null>(null)
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const index = firstNew.current
    if (index === null || entries.length <= index) return
    list.current?.querySelector<HTMLElement>(`[data-entry="${index}"]`)?.focus()
    firstNew.current = null
  }, [entries.length])
  const loadMore = () => {
    // Kept focusable while it loads (aria-disabled, not disabled): a second press waits for the first.
    if (query.isFetchingNextPage) return
    firstNew.current = entries.length
    void query.fetchNextPage()
  }
  return (
    <section className={styles.history} aria-labelledby="historique">
      <h2 id="historique">Historique</h2>
      {query.isError && entries.length === 0 ? (
        <ErrorState
          message={failureText(query.error, 'Impossible de charger l’historique')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === undefined ? (
        <LoadingState />
      ) : entries.length === 0 ? (
        <EmptyState>Aucune modification enregistrée.</EmptyState>
      ) : (
        <>
          <ol ref={list}>
            {entries.map((entry, index) => (
              <li key={entry.id} data-entry={index} tabIndex={-1}>
                <p id={`historique-${entry.id}`}>
                  <strong>{actionText(entry.action)}</strong> par {entry.admin_login}, le{' '}
                  <time dateTime={entry.at}>{parisDateTime(entry.at)}</time>
                </p>
                <Changes entry={entry} labels={labels} format={format} />
                {restore && loadVersion !== null && entry.after !== null ? (
                  // Several entries share the button's name: the entry's line tells them apart.
                  <button type="button" aria-describedby={`historique-${entry.id}`} onClick={() => loadVersion(entry)}>
                    {RESTORE_TEXT.button}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          <p aria-live="polite">
            {entries.length < total ? `${entries.length} entrées affichées sur ${total}.` : null}
          </p>
          {query.isFetchNextPageError ? (
            <p role="alert">{failureText(query.error, 'Impossible de charger la suite de l’historique')}</p>
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={loadMore}
              aria-disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Chargement…' : 'Charger plus'}
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}

function Changes({
  entry,
  labels,
  format,
}: {
  entry: AuditEntryWire
  labels: HistoryProps['labels'] & {}
  format: HistoryProps['format'] & {}
}) {
  const { changes } = changesOf(entry)
  if (changes.length === 0) return null
  const show = (field: string, value: unknown) =>
    value === null || value === undefined || value === ''
      ? '—'
      : (format[field]?.(value) ?? valueText(field, value, entry.names?.[field]))
  return (
    <dl>
      {changes.map(({ field, before, after }) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{fieldText(field, labels)}</dt>
          <dd>
            {entry.before === null ? null : (
              <>
                <del>{show(field, before)}</del> →{' '}
              </>
            )}
            {entry.after === null ? <span>(supprimé)</span> : <ins>{show(field, after)}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
