import { asc, count, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ArtworkKind } from '../../../src/domain/artwork-files'
import { formatParisDateTime } from '../../../src/domain/paris-time'
import type { ProofState } from '../../../src/domain/proof-approval'
import type { Database, Transaction } from '../db/database'
import { shops } from '../db/schema'
import { orderLines, orders } from '../db/schema-portal'
import { artworks, orderLineProofs, type ProofAnswer, proofRounds } from '../db/schema-proofs'

// The proof lines as every surface reads them (docs/decisions/076-proof-approval.md): the portal's
// /account/bat and the back office's queue share these rows; each surface filters, sorts and presents them.
// Callers build their filter and order over `orders`, `shops` (the ordering shop) and `orderLineProofs`.

export type ProofArtworkRecord = {
  id: number
  brandId: number
  fileName: string
  kind: ArtworkKind
  byteSize: number
  uploadedBy: string
  createdAt: Date
}

export type ProofRoundRecord = {
  id: number
  version: number
  sentAt: Date
  sentBy: string
  note: string | null
  answer: ProofAnswer | null
  answeredAt: Date | null
  answeredBy: string | null
  comment: string | null
}

export type ProofLineRecord = {
  lineId: number
  orderId: number
  orderNumber: string
  orderStatus: string
  shop: { id: number; name: string; validatorId: number | null; brandId: number }
  productName: string
  productReference: string
  optionLabel: string
  quantity: number
  state: ProofState
  artwork: ProofArtworkRecord | null
  /** The approved round when it belongs to another (earlier) line: the proof was carried over. */
  carriedFrom: { version: number; approvedAt: Date } | null
  stateSince: Date
  rounds: ProofRoundRecord[]
}

const approved = alias(proofRounds, 'approved_round')

const lineColumns = {
  lineId: orderLineProofs.orderLineId,
  orderId: orders.id,
  orderNumber: orders.number,
  orderStatus: orders.status,
  shop: { id: shops.id, name: shops.name, validatorId: shops.validatorId, brandId: shops.brandId },
  productName: orderLines.productName,
  productReference: orderLines.productReference,
  optionLabel: orderLines.optionLabel,
  quantity: orderLines.quantity,
  state: orderLineProofs.state,
  stateSince: orderLineProofs.updatedAt,
  artworkId: artworks.id,
  artworkBrandId: artworks.brandId,
  artworkFileName: artworks.fileName,
  artworkKind: artworks.kind,
  artworkByteSize: artworks.byteSize,
  artworkUploadedBy: artworks.uploadedByLabel,
  artworkCreatedAt: artworks.createdAt,
  approvedLineId: approved.orderLineId,
  approvedVersion: approved.version,
  approvedAt: approved.answeredAt,
}

const joined = (db: Database | Transaction) =>
  db
    .select(lineColumns)
    .from(orderLineProofs)
    .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(artworks, eq(artworks.id, orderLineProofs.artworkId))
    .leftJoin(approved, eq(approved.id, orderLineProofs.approvedRoundId))

type LineRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number]

function toRecord(row: LineRow, rounds: ProofRoundRecord[]): ProofLineRecord {
  const artwork =
    row.artworkId === null
      ? null
      : {
          id: row.artworkId,
          brandId: row.artworkBrandId ?? row.shop.brandId,
          fileName: row.artworkFileName ?? '',
          kind: row.artworkKind ?? 'pdf',
          byteSize: row.artworkByteSize ?? 0,
          uploadedBy: row.artworkUploadedBy ?? '',
          createdAt: row.artworkCreatedAt ?? row.stateSince,
        }
  const carried = row.approvedLineId !== null && row.approvedLineId !== row.lineId
  return {
    lineId: row.lineId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus,
    shop: row.shop,
    productName: row.productName,
    productReference: row.productReference,
    optionLabel: row.optionLabel,
    quantity: row.quantity,
    state: row.state,
    artwork,
    carriedFrom:
      carried && row.approvedVersion !== null && row.approvedAt !== null
        ? { version: row.approvedVersion, approvedAt: row.approvedAt }
        : null,
    stateSince: row.stateSince,
    rounds,
  }
}

/** Every round of the lines, V1 first, grouped by line. */
async function roundsOf(db: Database | Transaction, lineIds: readonly number[]) {
  const byLine = new Map<number, ProofRoundRecord[]>()
  if (lineIds.length === 0) return byLine
  const rows = await db
    .select({
      lineId: proofRounds.orderLineId,
      id: proofRounds.id,
      version: proofRounds.version,
      sentAt: proofRounds.sentAt,
      sentBy: proofRounds.sentByLabel,
      note: proofRounds.note,
      answer: proofRounds.answer,
      answeredAt: proofRounds.answeredAt,
      answeredBy: proofRounds.answeredByLabel,
      comment: proofRounds.comment,
    })
    .from(proofRounds)
    .where(inArray(proofRounds.orderLineId, [...lineIds]))
    .orderBy(asc(proofRounds.orderLineId), asc(proofRounds.version))
  for (const { lineId, ...round } of rows) byLine.set(lineId, [...(byLine.get(lineId) ?? []), round])
  return byLine
}

/** One page of proof lines matching `where`, in `orderBy`, with the total. */
export async function readProofLines(
  db: Database | Transaction,
  query: { where: SQL | undefined; orderBy: SQL[]; offset: number; limit: number },
): Promise<{ items: ProofLineRecord[]; total: number }> {
  const rows = await joined(db)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset)
  const [counted] = await db
    .select({ total: count() })
    .from(orderLineProofs)
    .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(query.where)
  const rounds = await roundsOf(
    db,
    rows.map((row) => row.lineId),
  )
  return {
    items: rows.map((row) => toRecord(row, rounds.get(row.lineId) ?? [])),
    total: Number(counted?.total ?? 0),
  }
}

/** One proof line by its order line id, or null when the line needs no proof. */
export async function readProofLine(db: Database | Transaction, lineId: number): Promise<ProofLineRecord | null> {
  const [row] = await joined(db).where(eq(orderLineProofs.orderLineId, lineId))
  if (row === undefined) return null
  const rounds = await roundsOf(db, [lineId])
  return toRecord(row, rounds.get(lineId) ?? [])
}

/** "BAT déjà validé (V2 du 12/11/2026)": a proof approved on an earlier order and carried over. */
export function carriedOverLabel(carried: ProofLineRecord['carriedFrom']): string | null {
  if (carried === null) return null
  return `BAT déjà validé (V${carried.version} du ${formatParisDateTime(carried.approvedAt).slice(0, 10)})`
}
