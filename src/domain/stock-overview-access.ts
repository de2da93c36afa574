import { proofApproverOf } from './proof-approval'

// Who opens a brand's stock page (docs/decisions/077-brand-stock.md): its head office, or, for a brand without
// one, each of its shops. The head office is the shop the proofs already go to (proofApproverOf): the approver
// of a shop that has a validator.

export type BrandShop = { readonly id: number; readonly validatorId: number | null }

/** Whether `callerId` may see its brand's stock, given every shop of that brand. */
export function mayOpenBrandStock(callerId: number, brandShops: readonly BrandShop[]): boolean {
  if (!brandShops.some((shop) => shop.id === callerId)) return false
  const headOffices = new Set(brandShops.filter((shop) => shop.validatorId !== null).map(proofApproverOf))
  return headOffices.size === 0 || headOffices.has(callerId)
}

/** The message of the 403 a shop gets when its brand's stock is its head office's page. */
export const STOCK_PAGE_FORBIDDEN = 'Le stock de votre enseigne est suivi par votre siège.'
