import type { CatalogueSort, PdfOrigin } from '../../../src/contract/showcase-admin/catalogues'
import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'
import type { MediaKind } from './home-block-store'

// The specialised catalogues' storage, as the showcase back office's use cases need it.

export type CatalogueRecord = {
  id: number
  title: string
  slug: string
  sector: string
  description: string
  coverId: number | null
  pdfId: number
  /** 'generated' when the PDF is rendered from the content (a media row without `source`). */
  pdfOrigin: PdfOrigin
  /** What the brochure lists; neither chosen: the whole showcase catalogue (decision 049, addendum). */
  categoryIds: number[]
  productIds: number[]
  position: number
  version: number
  createdAt: Date
  updatedAt: Date
}

/** The PDF asked for: rendered from the content (a placeholder row the job fills), or a library document. */
export type CataloguePdf = { origin: 'generated' } | { origin: 'uploaded'; id: number }

export type CatalogueValues = Pick<
  CatalogueRecord,
  'title' | 'slug' | 'sector' | 'description' | 'coverId' | 'position' | 'categoryIds' | 'productIds'
> & { pdf: CataloguePdf }
export type CatalogueListRequest = ListWindow & { text: string | null; sort: CatalogueSort }

export type CatalogueUnit = RowUnit<CatalogueRecord, CatalogueValues, CatalogueValues> & {
  /** Whether another catalogue has this slug; serialises writers of the same slug. */
  slugTaken(slug: string, exceptId: number | null): Promise<boolean>
  mediaKind(id: number): Promise<MediaKind | null>
  /** The ids among `ids` that name no showcase category (or product). */
  unknownCategories(ids: readonly number[]): Promise<number[]>
  unknownProducts(ids: readonly number[]): Promise<number[]>
}

export type CatalogueStore = UnitStore<CatalogueUnit> & {
  /** Sorted as asked, then by title and id (a stable order for the pages). */
  list(request: CatalogueListRequest): Promise<ListPage<CatalogueRecord>>
  find(id: number): Promise<CatalogueRecord | null>
}
