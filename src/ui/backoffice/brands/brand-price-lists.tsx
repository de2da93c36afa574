import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import {
  brandPriceListOptionsResource,
  brandPriceListsResource,
  type PriceListBodyInput,
  type PriceListWire,
} from '../../../contract/backoffice/price-lists'
import { backofficeKeys } from '../../kit/backoffice/resource.queries'
import { failureText, fieldErrorsOf } from '../../kit/backoffice/kit-failures'
import { useCaseQuery, useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PriceListEditor } from './brand-price-list-editor'
import styles from './brand-price-lists.module.css'
import { draftOf, EMPTY_DRAFT, periodText } from './brand-price-lists-draft'

// "Listes de prix" on the brand's edit page (docs/decisions/075-price-tiers-price-lists-lead-times.md): the
// brand's negotiated lists, their editor, and deletion after a confirmation.

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; list: PriceListWire }

export function BrandPriceLists({ brandId }: { readonly brandId: number }) {
  const id = useId()
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const resource = brandPriceListsResource(brandId)
  const optionsResource = brandPriceListOptionsResource(brandId)
  const lists = useQuery(
    useCaseQuery(
      runUseCase,
      backofficeKeys.list(resource, {}),
      BackofficeGateway.use((gateway) => gateway.list(resource, {})),
    ),
  )
  const options = useQuery(
    useCaseQuery(
      runUseCase,
      backofficeKeys.list(optionsResource, {}),
      BackofficeGateway.use((gateway) => gateway.list(optionsResource, {})),
    ),
  )
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })
  const [confirming, setConfirming] = useState<PriceListWire | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })
  // Focus goes back to a control that stays on the page, never to <body>.
  const backToList = (message: string | null) => {
    setEditing({ kind: 'none' })
    setNotice(message)
    requestAnimationFrame(() => (message === null ? addButton.current : noticeRef.current)?.focus())
  }

  async function save(body: PriceListBodyInput) {
    try {
      const current = editing
      if (current.kind === 'edit') {
        const update = { ...body, version: current.list.version }
        await runUseCase(BackofficeGateway.use((gateway) => gateway.update(resource, current.list.id, update)))
      } else {
        await runUseCase(BackofficeGateway.use((gateway) => gateway.create(resource, body)))
      }
      await refresh()
      backToList('Liste de prix enregistrée.')
      return null
    } catch (thrown) {
      return {
        message: failureText(thrown, 'La liste de prix n’a pas pu être enregistrée.'),
        fields: { ...fieldErrorsOf(thrown) },
      }
    }
  }

  async function remove(list: PriceListWire) {
    try {
      await runUseCase(BackofficeGateway.use((gateway) => gateway.remove(resource, list.id, list.version)))
      await refresh()
      setConfirming(null)
      backToList('Liste de prix supprimée.')
    } catch (thrown) {
      setConfirming(null)
      backToList(failureText(thrown, 'La liste de prix n’a pas pu être supprimée.'))
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Listes de prix</h2>
      <p ref={noticeRef} tabIndex={-1} role="status">
        {notice}
      </p>
      {lists.isPending ? (
        <p>Chargement des listes de prix…</p>
      ) : lists.isError ? (
        <p role="alert">{failureText(lists.error, 'Les listes de prix n’ont pas pu être chargées.')}</p>
      ) : lists.data.rows.length === 0 ? (
        <p>Aucune liste de prix pour cette marque.</p>
      ) : (
        <ul className={styles.lists}>
          {lists.data.rows.map((list) => (
            <li key={list.id} className={styles.list}>
              <strong>{list.name}</strong>
              <span>{periodText(list)}</span>
              <span>{`${list.prices.length} prix`}</span>
              <button type="button" onClick={() => setEditing({ kind: 'edit', list })}>
                {`Modifier la liste ${list.name}`}
              </button>
              {confirming?.id === list.id ? (
                <span role="group" aria-label={`Confirmer la suppression de ${list.name}`}>
                  <button type="button" autoFocus onClick={() => remove(list)}>
                    {`Supprimer définitivement la liste ${list.name}`}
                  </button>
                  <button type="button" onClick={() => setConfirming(null)}>
                    Ne pas supprimer
                  </button>
                </span>
              ) : (
                <button type="button" onClick={() => setConfirming(list)}>
                  {`Supprimer la liste ${list.name}`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing.kind === 'none' ? (
        <button ref={addButton} type="button" onClick={() => setEditing({ kind: 'create' })}>
          Nouvelle liste de prix
        </button>
      ) : (
        <PriceListEditor
          key={editing.kind === 'edit' ? editing.list.id : 'new'}
          title={editing.kind === 'edit' ? `Modifier la liste ${editing.list.name}` : 'Nouvelle liste de prix'}
          initial={editing.kind === 'edit' ? draftOf(editing.list) : EMPTY_DRAFT}
          options={options.data?.rows ?? []}
          save={save}
          onCancel={() => backToList(null)}
        />
      )}
    </section>
  )
}
