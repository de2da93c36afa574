import type { ImageView } from '../../platform/media/media.public'
import type { HomeBlockType } from '../../platform/db/schema-showcase'
import type { ProductCardRecord } from '../catalog/catalog.public'

export type Link = { label: string; href: string }

export type HomeBlockRecord = {
  id: number
  type: HomeBlockType
  position: number
  title: string
  subtitle: string | null
  bodyHtml: string | null
  image: ImageView | null
  link: Link | null
  secondaryLink: Link | null
  products: ProductCardRecord[]
  updatedAt: Date
}

export type PartnerRecord = { name: string; url: string | null; logo: ImageView | null; updatedAt: Date }

export type CatalogueRecord = {
  id: number
  title: string
  sector: string
  description: string
  cover: ImageView | null
  pdfUrl: string
  pdfSizeBytes: number
  updatedAt: Date
}
