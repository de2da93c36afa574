import type { CatalogueWire } from '../../../src/contract/showcase/content'
import type { HomeBlockWire } from '../../../src/contract/showcase/home'
import type { PartnerWire } from '../../../src/contract/showcase/shared-shapes'
import { presentProductCard } from '../catalog/catalog.public'
import type { CatalogueRecord, PartnerRecord } from './home-records'
import type { HomeBlockView } from './home.use-cases'
import { sanitizeRichText } from '../../platform/shared/rich-text'

export const presentPartner = (partner: PartnerRecord): PartnerWire => ({
  name: partner.name,
  url: partner.url,
  logo: partner.logo,
})

export const presentHomeBlock = (block: HomeBlockView): HomeBlockWire => ({
  id: block.id,
  type: block.type,
  position: block.position,
  title: block.title,
  subtitle: block.subtitle,
  // Sanitised on read as well as on write (decision 036).
  body_html: block.bodyHtml === null ? null : sanitizeRichText(block.bodyHtml),
  image: block.image,
  link: block.link,
  secondary_link: block.secondaryLink,
  products: block.products.map(presentProductCard),
  partners: block.partners.map(presentPartner),
})

export const presentCatalogue = (catalogue: CatalogueRecord): CatalogueWire => ({
  id: catalogue.id,
  title: catalogue.title,
  sector: catalogue.sector,
  description: catalogue.description,
  cover: catalogue.cover,
  pdf_url: catalogue.pdfUrl,
  pdf_size_bytes: catalogue.pdfSizeBytes,
})
