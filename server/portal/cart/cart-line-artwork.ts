import type { CartView } from './cart-records'

// The artwork a cart line of a "BAT requis" option prints (docs/decisions/076-proof-approval.md): chosen in the
// caller's open cart, from the caller's brand's library only; null is "fichier à venir".

export type LineArtworkChoice = { shopId: number; lineId: number; artworkId: number | null; now: Date }

export type LineArtworkResult =
  | { kind: 'chosen'; cart: CartView }
  /** The line is not in the caller's open cart, or the artwork is not its brand's: both answer 404. */
  | { kind: 'not-found' }
  /** The line's option needs no proof. */
  | { kind: 'not-required' }

/** Port: one transaction under the open cart's shared lock, then the cart read back by id. */
export type CartLineArtworkStore = { choose(choice: LineArtworkChoice): Promise<LineArtworkResult> }
