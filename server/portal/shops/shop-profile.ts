import type { FrancoThresholds } from '../../../src/domain/franco'

export type BrandSummary = {
  id: number
  name: string
  franco: FrancoThresholds
  shippingFeeCents: number
}

export type ShopProfile = {
  id: number
  identifiant: string
  name: string
  email: string
  address: { line1: string; postalCode: string; city: string; country: string }
  validatorId: number | null
  // A shop is a validator when other shops name it (decisions §4).
  isValidator: boolean
  brand: BrandSummary
}
