import { eq } from 'drizzle-orm'
import { productOptions } from '../../../../server/platform/db/schema-portal'
import { artworks } from '../../../../server/platform/db/schema-proofs'
import type { useTestApp } from '../../support/test-app'
import { aPortalWorld, type PortalWorld } from '../../support/portal-world'

// Which cart and order lines need a proof (docs/decisions/076-proof-approval.md): the bag's "Petit" option is
// "BAT requis", the box's is not; each brand has a file in its library.

type TestApp = ReturnType<typeof useTestApp>

export async function anArtwork(t: TestApp, brandId: number, fileName: string) {
  const storageKey = `artworks/test-${Math.random().toString(36).slice(2)}.pdf`
  const [row] = await t.db
    .insert(artworks)
    .values({ brandId, fileName, storageKey, kind: 'pdf', byteSize: 1000, uploadedByLabel: 'Test' })
    .returning({ id: artworks.id })
  if (row === undefined) throw new Error('artwork insert returned nothing')
  return row.id
}

export async function aLineProofWorld(t: TestApp) {
  const w = await aPortalWorld(t)
  const proofOptionId = w.bag.options[0]?.id ?? 0
  await t.db.update(productOptions).set({ proofRequired: true }).where(eq(productOptions.id, proofOptionId))
  const logo = await anArtwork(t, w.brand.id, 'logo-2026.pdf')
  const newLogo = await anArtwork(t, w.brand.id, 'logo-2027.pdf')
  const foreignLogo = await anArtwork(t, w.otherBrand.id, 'autre-logo.pdf')
  const proofLine = { productId: w.bag.id, optionId: proofOptionId, quantity: 300 }
  const plainLine = { productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 }
  return { ...w, proofOptionId, logo, newLogo, foreignLogo, proofLine, plainLine }
}

export type LineProofWorld = PortalWorld & Awaited<ReturnType<typeof aLineProofWorld>>

export type CartLine = {
  id: number
  option: { id: number; proof_required: boolean }
  artwork: { id: number; file_name: string } | null
}
