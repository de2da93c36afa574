import type { CatalogueAdminWire } from '../../../src/contract/showcase-admin/catalogues'
import type { HomeBlockAdminWire } from '../../../src/contract/showcase-admin/home-blocks'
import type { PartnerAdminWire } from '../../../src/contract/showcase-admin/partners'
import type { CatalogueRecord } from './catalogue-store'
import type { HomeBlockRecord } from './home-block-store'
import type { PartnerRecord } from './partner-store'

const stamps = (record: { version: number; createdAt: Date; updatedAt: Date }) => ({
  version: record.version,
  created_at: record.createdAt.toISOString(),
  updated_at: record.updatedAt.toISOString(),
})

export const presentHomeBlockAdmin = (block: HomeBlockRecord): HomeBlockAdminWire => ({
  id: block.id,
  type: block.type,
  position: block.position,
  title: block.title,
  subtitle: block.subtitle,
  body_html: block.bodyHtml,
  image_id: block.imageId,
  image_position: block.imagePosition,
  link_label: block.linkLabel,
  link_href: block.linkHref,
  secondary_link_label: block.secondaryLinkLabel,
  secondary_link_href: block.secondaryLinkHref,
  products: block.products.map((product) => ({
    product_id: product.productId,
    name: product.name,
  })),
  ...stamps(block),
})

export const presentPartnerAdmin = (partner: PartnerRecord): PartnerAdminWire => ({
  id: partner.id,
  name: partner.name,
  url: partner.url,
  description: partner.description,
  logo_id: partner.logoId,
  position: partner.position,
  ...stamps(partner),
})

export const presentCatalogueAdmin = (catalogue: CatalogueRecord): CatalogueAdminWire => ({
  id: catalogue.id,
  title: catalogue.title,
  slug: catalogue.slug,
  sector: catalogue.sector,
  description: catalogue.description,
  cover_id: catalogue.coverId,
  pdf_id: catalogue.pdfId,
  pdf_origin: catalogue.pdfOrigin,
  category_ids: catalogue.categoryIds,
  product_ids: catalogue.productIds,
  position: catalogue.position,
  ...stamps(catalogue),
})
