import * as v from 'valibot'
import { HOME_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { BACKOFFICE_MESSAGES as B } from '../../domain/messages/backoffice-messages'
import { AdminListQuery, withVersion, RecordStampEntries, storefrontResource } from '../backoffice/backoffice-shapes'
import { requiredText, textOrEmpty } from '../backoffice/catalog-fields'
import { Id, oneLineChars } from '../wire-primitives'
import { isHttpsUrl, optionalMediaId, orderOf } from './home-fields'

// Partners of the showcase back office (decision 036): GET/POST /admin/partners, GET/PUT/DELETE
// /admin/partners/{id}, PUT /admin/partners/order {ids} (the order of the public partner lists).

export const PartnerAdminWire = v.object({
  id: Id,
  name: v.string(),
  url: v.string(),
  description: v.string(),
  logo_id: v.nullable(Id),
  position: v.number(),
  ...RecordStampEntries,
})
export type PartnerAdminWire = v.InferOutput<typeof PartnerAdminWire>

const partnerEntries = {
  name: requiredText(120, M.nameTooLong),
  // Real or absent (decision 046): '' (or no field) is a partner without a site, shown without a link.
  url: v.pipe(
    v.optional(v.string(B.required), ''),
    oneLineChars(),
    v.trim(),
    v.maxLength(500, M.httpsRequired),
    v.check((url) => url === '' || isHttpsUrl(url), M.httpsRequired),
  ),
  description: textOrEmpty(2000, M.descriptionTooLong, true),
  logo_id: optionalMediaId(M.imageUnknown),
}

export const PartnerBody = v.object(partnerEntries)
export type PartnerBody = v.InferOutput<typeof PartnerBody>
export const PartnerUpdateBody = withVersion(partnerEntries)
export type PartnerUpdateBody = v.InferOutput<typeof PartnerUpdateBody>
export const PartnerListQuery = AdminListQuery

export const PARTNERS = storefrontResource('/admin/partners', 'vitrine_partner', {
  item: PartnerAdminWire,
  createBody: PartnerBody,
  updateBody: PartnerUpdateBody,
})

/** PUT /admin/partners/order {ids}: the order of ALL the partners. */
export const PARTNER_ORDER = orderOf(PARTNERS)
