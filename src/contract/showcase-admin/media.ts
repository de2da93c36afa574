import * as v from 'valibot'
import { MEDIA_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import { MAX_ALT_LENGTH } from '../../domain/media-limits'
import {
  AdminListQueryEntries,
  VersionEntries,
  RecordStampEntries,
  storefrontResource,
} from '../backoffice/backoffice-shapes'
import { Id, LineText, oneLineChars } from '../wire-primitives'
import { MEDIA_SORTS } from './list-sorts'

// The media library of the showcase back office (decision 036): GET/POST /admin/media (the POST is
// multipart: `file`, `alt`), GET/PUT/DELETE /admin/media/{id}, GET /admin/media/{id}/usage.

export const MEDIA_KIND_VALUES = ['image', 'document'] as const
export type MediaKind = (typeof MEDIA_KIND_VALUES)[number]

export const MediaWire = v.object({
  id: Id,
  kind: v.picklist(MEDIA_KIND_VALUES),
  mime_type: v.string(),
  alt: v.string(),
  original_name: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  size_bytes: v.nullable(v.number()),
  /** The largest rendition of an image, the file itself for a document. */
  url: v.string(),
  /** A small rendition of an image; null for a document. */
  thumbnail_url: v.nullable(v.string()),
  usage_count: v.number(),
  ...RecordStampEntries,
})
export type MediaWire = v.InferOutput<typeof MediaWire>

/** The alternative text: required for an image (checked with the kind, on the server), optional for a PDF. */
export const MediaAlt = v.pipe(
  v.optional(v.string(M.altRequired), ''),
  oneLineChars(),
  v.trim(),
  v.maxLength(MAX_ALT_LENGTH, M.altTooLong),
)

/** The text fields of the multipart upload (the file is checked from its bytes). */
export const MediaBody = v.object({ alt: MediaAlt })
export type MediaBody = v.InferOutput<typeof MediaBody>
export const MediaUpdateBody = v.object({ alt: MediaAlt, ...VersionEntries })
export type MediaUpdateBody = v.InferOutput<typeof MediaUpdateBody>

/** The list's `_sort` values (newest first when none is asked). */
export type MediaSort = (typeof MEDIA_SORTS)[number]

export const MediaListQuery = v.object({
  ...AdminListQueryEntries,
  kind: v.optional(v.pipe(LineText, v.trim(), v.picklist(MEDIA_KIND_VALUES, M.kindInvalid))),
})
export type MediaListQuery = v.InferOutput<typeof MediaListQuery>

/** Where a media is used: `kind` names the place (e.g. 'home_block', 'article_cover'), `label` says it in French. */
export const MediaUsageWire = v.object({
  kind: v.string(),
  id: Id,
  label: v.string(),
})
export type MediaUsageWire = v.InferOutput<typeof MediaUsageWire>
export const MediaUsageListWire = v.array(MediaUsageWire)

export const MEDIA = storefrontResource('/admin/media', 'vitrine_media', {
  item: MediaWire,
  createBody: MediaBody,
  updateBody: MediaUpdateBody,
})
