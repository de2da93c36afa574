import { getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { Category } from '../../../application/portal/ports/catalog-gateway'
import { ValueInput, ValueSelect } from '../../kit/forms/field'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import type { ListView } from '../../app/router/list-paging'
import type { CatalogSearch, CatalogSort } from '../../app/router/portal-search'
import styles from './catalog.module.css'

const route = getRouteApi('/account/catalog')

const SORT_CHOICES: ReadonlyArray<{ value: string; label: string; sort: CatalogSort; order: 'asc' | 'desc' }> = [
  { value: 'name-asc', label: 'Nom (A à Z)', sort: 'name', order: 'asc' },
  { value: 'name-desc', label: 'Nom (Z à A)', sort: 'name', order: 'desc' },
  { value: 'reference-asc', label: 'Référence (croissante)', sort: 'reference', order: 'asc' },
  { value: 'reference-desc', label: 'Référence (décroissante)', sort: 'reference', order: 'desc' },
]

type Props = {
  readonly categories: readonly Category[]
  readonly search: CatalogSearch
  readonly view: ListView<CatalogSort>
}

/** Category, text search and sort; every choice lives in the URL so that a page can be shared. */
export function CatalogFilters({ categories, search, view }: Props) {
  const navigate = route.useNavigate()
  const [text, setText] = useState(search.recherche ?? '')
  const total = categories.reduce((sum, category) => sum + category.productCount, 0)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const recherche = text.trim() === '' ? undefined : text.trim()
    void navigate({ search: (previous) => ({ ...previous, recherche, page: undefined }) })
  }

  function showCategory(categorie: number | undefined) {
    void navigate({ search: (previous) => ({ ...previous, categorie, page: undefined }) })
  }

  function sortBy(value: string) {
    const choice = SORT_CHOICES.find((candidate) => candidate.value === value)
    if (choice === undefined) return
    void navigate({ search: (previous) => ({ ...previous, tri: choice.sort, ordre: choice.order, page: undefined }) })
  }

  return (
    <div className={styles.filters}>
      <div role="group" aria-label="Catégories" className={styles.categories}>
        <button
          type="button"
          className={styles.category}
          aria-pressed={search.categorie === undefined}
          onClick={() => showCategory(undefined)}
        >
          Toutes les catégories <span className={styles.count}>({total})</span>
        </button>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className={styles.category}
            aria-pressed={search.categorie === category.id}
            onClick={() => showCategory(category.id)}
          >
            {category.name} <span className={styles.count}>({category.productCount})</span>
          </button>
        ))}
      </div>
      <div className={forms.row}>
        <form role="search" className={forms.row} onSubmit={submit}>
          <ValueInput
            id="catalog-search"
            label="Rechercher un produit"
            type="search"
            value={text}
            onValue={setText}
            placeholder="Nom, référence…"
          />
          <SubmitButton>Rechercher</SubmitButton>
        </form>
        <ValueSelect id="catalog-sort" label="Trier par" value={`${view.sort}-${view.order}`} onValue={sortBy}>
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </ValueSelect>
      </div>
    </div>
  )
}
