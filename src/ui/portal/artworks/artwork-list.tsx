import type { UseQueryResult } from '@tanstack/react-query'
import type { ArtworkWire, ArtworksWire } from '../../../contract/portal/proofs'
import type { PageSize } from '../../app/router/search-params'
import table from '../../kit/data-table/data-table.module.css'
import { TableScroller } from '../../kit/data-table/table-scroller'
import { formatMoment } from '../../kit/format/dates'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { PortalPagination } from '../../kit/pagination/pagination'
import { ARTWORK_KIND_LABELS, formatArtworkSize } from './artwork-display'
import styles from './artworks.module.css'

// A brand's artwork library as a paged table (docs/decisions/076-proof-approval.md): the portal's /account/fichiers
// and the brand's page of the back office show the same list; each reads the files through its own API (`open`).

type Paging = {
  page: number
  size: PageSize
  setPage: (page: number) => void
  setSize: (size: PageSize) => void
}

function ArtworkRow({ artwork, open }: { artwork: ArtworkWire; open: (artwork: ArtworkWire) => Promise<void> }) {
  const action = artwork.viewable ? 'Ouvrir' : 'Télécharger'
  return (
    <tr>
      <th scope="row" data-label="Nom" className={styles.name}>
        {artwork.file_name}
      </th>
      <td data-label="Type">{ARTWORK_KIND_LABELS[artwork.kind]}</td>
      <td data-label="Taille" className={table.numeric}>
        {formatArtworkSize(artwork.byte_size)}
      </td>
      <td data-label="Envoyé par">{artwork.uploaded_by}</td>
      <td data-label="Date">{formatMoment(artwork.created_at)}</td>
      <td>
        <button
          type="button"
          className={styles.linkButton}
          aria-label={`${action} ${artwork.file_name}${artwork.viewable ? ' (nouvel onglet)' : ''}`}
          onClick={() => void open(artwork)}
        >
          {action}
        </button>
      </td>
    </tr>
  )
}

export function ArtworkList(props: {
  query: UseQueryResult<ArtworksWire>
  caption: string
  paging: Paging
  open: (artwork: ArtworkWire) => Promise<void>
}) {
  const { query, caption, paging } = props
  if (query.isPending) return <LoadingState label="Chargement des fichiers…" />
  if (query.isError) {
    return <ErrorState message="Les fichiers n’ont pas pu être chargés." onRetry={() => void query.refetch()} />
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState>
        <p>Aucun fichier pour l’instant.</p>
      </EmptyState>
    )
  }
  const { total } = query.data
  return (
    <>
      <TableScroller label={caption}>
        <table className={`${table.table} ${table.cards}`} aria-busy={query.isFetching}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Type</th>
              <th scope="col" className={table.numeric}>
                Taille
              </th>
              <th scope="col">Envoyé par</th>
              <th scope="col">Date</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((artwork) => (
              <ArtworkRow key={artwork.id} artwork={artwork} open={props.open} />
            ))}
          </tbody>
        </table>
      </TableScroller>
      <PortalPagination
        page={paging.page}
        pageCount={Math.max(1, Math.ceil(total / paging.size))}
        pageSize={paging.size}
        total={total}
        noun={{ one: 'fichier', many: 'fichiers' }}
        onPage={paging.setPage}
        onPageSize={(next) => {
          paging.setSize(next)
          paging.setPage(1)
        }}
      />
    </>
  )
}
