import type { Clock } from '../../platform/shared/clock'
import type { CartLineArtworkStore, LineArtworkResult } from './cart-line-artwork'

// PUT /api/carts/lines/:lineId/artwork (docs/decisions/076-proof-approval.md).
export function chooseCartLineArtwork(deps: { lineArtworks: CartLineArtworkStore; clock: Clock }) {
  return (shopId: number, lineId: number, artworkId: number | null): Promise<LineArtworkResult> =>
    deps.lineArtworks.choose({ shopId, lineId, artworkId, now: deps.clock.now() })
}
