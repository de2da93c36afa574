import { type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ApprovedProof } from '../../../src/domain/proof-approval'
import type { Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { orderLines, orders } from '../../platform/db/schema-portal'
import { orderLineProofs } from '../../platform/db/schema-proofs'
import type { NewLineProof } from './order-placement'

// The proofs of an order being placed (docs/decisions/076-proof-approval.md, "Which lines" and "Reorders").

const EARLIER_SHOP = 'proof_source_shop'
const earlierShop = alias(shops, EARLIER_SHOP)

/**
 * The brand's latest approved proof of this artwork for this option, which a new line reuses: a correlated
 * subselect, so the placement still reads its lines in one statement. Null without an artwork or such a proof.
 */
export function reusableProofSql(artworkId: SQL, optionId: SQL, brandId: SQL): SQL<ApprovedProof | null> {
  return sql<ApprovedProof | null>`(select jsonb_build_object('roundId', ${orderLineProofs.approvedRoundId},
      'artworkId', ${orderLineProofs.artworkId})
    from ${orderLineProofs}
    inner join ${orderLines} on ${orderLines.id} = ${orderLineProofs.orderLineId}
    inner join ${orders} on ${orders.id} = ${orderLines.orderId}
    inner join ${shops} as ${sql.identifier(EARLIER_SHOP)} on ${earlierShop.id} = ${orders.shopId}
    where ${orderLineProofs.state} = 'approved' and ${orderLineProofs.artworkId} = ${artworkId}
      and ${orderLines.optionId} = ${optionId} and ${earlierShop.brandId} = ${brandId}
    order by ${orderLineProofs.updatedAt} desc, ${orderLineProofs.orderLineId} desc limit 1)`.mapWith(parsedProof)
}

// The drivers hand jsonb back parsed; a text answer is parsed here so both cases give a proof.
function parsedProof(value: unknown): ApprovedProof | null {
  if (value === null || value === undefined) return null
  const proof = (typeof value === 'string' ? JSON.parse(value) : value) as { roundId: unknown; artworkId: unknown }
  return { roundId: Number(proof.roundId), artworkId: proof.artworkId === null ? null : Number(proof.artworkId) }
}

type PlacedLine = { productId: number; optionId: number; proof: NewLineProof | null }

/** One row per placed line that needs a proof, matched by its (product, option), unique in a cart. */
export async function insertLineProofs(
  tx: Transaction,
  placed: readonly PlacedLine[],
  inserted: readonly { id: number; productId: number; optionId: number }[],
  now: Date,
): Promise<void> {
  const idOf = new Map(inserted.map((line) => [`${line.productId}:${line.optionId}`, line.id]))
  const rows = placed.flatMap(({ productId, optionId, proof }) => {
    const orderLineId = idOf.get(`${productId}:${optionId}`)
    if (proof === null) return []
    if (orderLineId === undefined) throw new Error(`placed line ${productId}:${optionId} not inserted`)
    return [{ orderLineId, ...proof, updatedAt: now }]
  })
  if (rows.length > 0) await tx.insert(orderLineProofs).values(rows)
}
