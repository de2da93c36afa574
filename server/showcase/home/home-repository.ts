import type { CatalogueRecord, HomeBlockRecord, PartnerRecord } from './home-records'

export type HomeRepository = {
  // Ordered by position; `products` filled for product highlights only.
  listBlocks(): Promise<HomeBlockRecord[]>
  listPartners(): Promise<PartnerRecord[]>
  listCatalogues(): Promise<CatalogueRecord[]>
}
