import type { CatalogueRecord, HomeBlockRecord, PartnerRecord } from './home-records'
import type { HomeRepository } from './home-repository'

export type HomeBlockView = HomeBlockRecord & { partners: PartnerRecord[] }

// The partners block shows the partners list itself, kept in one place (the partners table).
export function readHomeBlocks(deps: { home: HomeRepository }) {
  return async (): Promise<HomeBlockView[]> => {
    const blocks = await deps.home.listBlocks()
    const partners = blocks.some((block) => block.type === 'partners') ? await deps.home.listPartners() : []
    return blocks.map((block) => ({ ...block, partners: block.type === 'partners' ? partners : [] }))
  }
}

export function listPartners(deps: { home: HomeRepository }) {
  return (): Promise<PartnerRecord[]> => deps.home.listPartners()
}

export function listCatalogues(deps: { home: HomeRepository }) {
  return (): Promise<CatalogueRecord[]> => deps.home.listCatalogues()
}
