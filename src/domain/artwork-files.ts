// What a brand's artwork and a proof may be (docs/decisions/076-proof-approval.md). The type is read from
// the file's first bytes, never from its name or the browser's word; the name only tells an Illustrator
// file from the PDF or PostScript it is made of. PDF, PNG and JPEG may be shown in the browser; AI, EPS and
// SVG (which can carry script) are only ever offered for download.

import { downloadName } from './download-name'

export const ARTWORK_KINDS = ['pdf', 'png', 'jpeg', 'ai', 'eps', 'svg'] as const
export type ArtworkKind = (typeof ARTWORK_KINDS)[number]

export const MAX_ARTWORK_BYTES = 50 * 1024 * 1024
export const MAX_PROOF_BYTES = 25 * 1024 * 1024
/** The widest file plus room for the form's other fields (the note, multipart headers). */
export const MAX_ARTWORK_UPLOAD_BODY_BYTES = MAX_ARTWORK_BYTES + 64 * 1024
export const MAX_PROOF_UPLOAD_BODY_BYTES = MAX_PROOF_BYTES + 64 * 1024

export const ARTWORK_CONTENT_TYPES: Record<ArtworkKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  ai: 'application/postscript',
  eps: 'application/postscript',
  svg: 'image/svg+xml',
}

const EXTENSIONS: Record<ArtworkKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  ai: 'ai',
  eps: 'eps',
  svg: 'svg',
}

/** What a file field of the portal and the back office accepts (its `accept` attribute). */
export const ARTWORK_ACCEPT = '.pdf,.png,.jpg,.jpeg,.ai,.eps,.svg,application/pdf,image/png,image/jpeg,image/svg+xml'

export const ARTWORK_MESSAGES = {
  missing: 'Choisissez un fichier.',
  wrongType: 'Le fichier doit être un PDF, PNG, JPEG, AI, EPS ou SVG.',
  tooLarge: 'Le fichier ne doit pas dépasser 50 Mo.',
  empty: 'Le fichier est vide.',
  proofWrongType: 'Le BAT doit être un fichier PDF.',
  proofTooLarge: 'Le BAT ne doit pas dépasser 25 Mo.',
} as const

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

const PDF = ascii('%PDF-')
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const POSTSCRIPT = ascii('%!PS-Adobe')
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6]
const UTF8_BOM = [0xef, 0xbb, 0xbf]

// An SVG is XML text whose first element is <svg>: declarations, comments and a doctype may come before it.
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096))
  const text = head.replace(/^\uFEFF/, '')
  const rest = text.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/i, '')
  return /^<svg[\s>/]/i.test(rest)
}

/** The kind of an artwork from its bytes (and, for Illustrator, its name); null when it is none of them. */
export function artworkKindOf(bytes: Uint8Array, sentName: string): ArtworkKind | null {
  const illustrator = /\.ai$/i.test(sentName.trim())
  if (startsWith(bytes, PDF)) return illustrator ? 'ai' : 'pdf'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, POSTSCRIPT) || startsWith(bytes, DOS_EPS)) return illustrator ? 'ai' : 'eps'
  if (startsWith(bytes, UTF8_BOM) || bytes[0] === 0x3c || bytes[0] === 0x20 || bytes[0] === 0x0a) {
    return isSvg(bytes) ? 'svg' : null
  }
  return null
}

/** Whether the browser may show the file itself; the others are downloaded. */
export const isViewableArtwork = (kind: ArtworkKind): boolean => kind === 'pdf' || kind === 'png' || kind === 'jpeg'

/** An artwork upload as the server reads it: refused with a French sentence, or its kind. */
export function artworkCheck(
  bytes: Uint8Array,
  sentName: string,
): { kind: 'ok'; artworkKind: ArtworkKind } | { kind: 'refused'; message: string } {
  if (bytes.length === 0) return { kind: 'refused', message: ARTWORK_MESSAGES.empty }
  if (bytes.length > MAX_ARTWORK_BYTES) return { kind: 'refused', message: ARTWORK_MESSAGES.tooLarge }
  const artworkKind = artworkKindOf(bytes, sentName)
  return artworkKind === null ? { kind: 'refused', message: ARTWORK_MESSAGES.wrongType } : { kind: 'ok', artworkKind }
}

/** A proof is a PDF, and only a PDF (it is shown in the browser, in a sandbox). */
export function proofFileCheck(bytes: Uint8Array): { kind: 'ok' } | { kind: 'refused'; message: string } {
  if (bytes.length === 0) return { kind: 'refused', message: ARTWORK_MESSAGES.empty }
  if (bytes.length > MAX_PROOF_BYTES) return { kind: 'refused', message: ARTWORK_MESSAGES.proofTooLarge }
  return startsWith(bytes, PDF) ? { kind: 'ok' } : { kind: 'refused', message: ARTWORK_MESSAGES.proofWrongType }
}

/** The name an artwork is shown and downloaded under: the sent one, made safe, with its kind's extension. */
export const artworkFileName = (sentName: string, kind: ArtworkKind): string =>
  downloadName(sentName, EXTENSIONS[kind], 'fichier')

/** "BAT V2 — CMD-2026-00012.pdf": the name of a proof's file. */
export const proofFileName = (orderNumber: string, version: number): string =>
  downloadName(`BAT V${version} ${orderNumber}`, 'pdf', 'bat')
