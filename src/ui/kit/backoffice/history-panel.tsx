import { useQuery } from '@tanstack/react-query'
import type { AdminResource, AuditEntryWire } from '../../../contract/backoffice/backoffice-shapes'
import { EmptyState, ErrorState, LoadingState } from '../list-states/list-states'
import { formatMoment } from '../format/dates'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { resourceHistoryQuery } from './resource.queries'
import { failureText } from './kit-failures'
import styles from './resource-form.module.css'

/*
 * Back-office kit: a record's history from the audit log (decision 027): who, when, what, and each changed
 * field as before → after.
 *
 *   <HistoryPanel resource={BRANDS} id={brand.id} labels={{ name: 'Nom', franco_qty: 'Franco (quantité)' }}
 *     format={{ franco_price: (value) => formatEuros(Number(value)) }} />
 *
 * Bookkeeping columns (version, dates) are left out; fields without a label show their wire name.
 */

type HistoryProps = {
  readonly resource: AdminResource
  readonly id: number
  /** French names of the record's fields. */
  readonly labels?: Readonly<Record<string, string>>
  /** How to show a field's value (money, booleans...); `String(value)` otherwise. */
  readonly format?: Readonly<Record<string, (value: unknown) => string>>
}

const ACTIONS: Readonly<Record<string, string>> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
}
const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at'])

// The audit log may keep the columns' camelCase names (francoQty); screens name fields as the wire does.
const wireName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const byWireName = (values: Record<string, unknown> | null) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [wireName(name), value]))

export function HistoryPanel({ resource, id, labels = {}, format = {} }: HistoryProps) {
  const runUseCase = useRunUseCase()
  const query = useQuery(resourceHistoryQuery(runUseCase, resource, id))
  return (
    <section className={styles.history} aria-labelledby="historique">
      <h2 id="historique">Historique</h2>
      {query.isError ? (
        <ErrorState
          message={failureText(query.error, 'Impossible de charger l’historique')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === undefined ? (
        <LoadingState />
      ) : query.data.length === 0 ? (
        <EmptyState>Aucune modification enregistrée.</EmptyState>
      ) : (
        <ol>
          {query.data.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{ACTIONS[entry.action] ?? entry.action}</strong> par {entry.admin_login}, le{' '}
                <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              </p>
              <Changes entry={entry} labels={labels} format={format} />
            </li>
          ))}
        </ol>
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
  const before = byWireName(entry.before)
  const after = byWireName(entry.after)
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => !BOOKKEEPING.has(name) && JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  )
  if (names.length === 0) return null
  const show = (name: string, value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : (format[name]?.(value) ?? String(value))
  return (
    <dl>
      {names.map((name) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{labels[name] ?? name}</dt>
          <dd>
            {entry.before === null ? null : (
              <>
                <del>{show(name, before[name])}</del> →{' '}
              </>
            )}
            {entry.after === null ? <span>(supprimé)</span> : <ins>{show(name, after[name])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
