export type ResetRecipient = { shopId: number; email: string; name: string }

export type EcommerceTarget = { url: string | null; shop: { id: number; identifiant: string; name: string; email: string; brandId: number } }

export type AccountRepository = {
  findResetRecipient(identifiant: string): Promise<ResetRecipient | null>
  // Stores a new reset token; earlier unused ones of the shop stop working (only the last mail counts).
  storeResetToken(shopId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void>
  isResetTokenUsable(tokenHash: string, now: Date): Promise<boolean>
  // Atomically: the token must be unused and unexpired; it is spent, the password replaced and the
  // shop's sessions revoked. false when the token is unknown, used or expired.
  resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<boolean>
  findPasswordHash(shopId: number): Promise<string | null>
  updatePassword(shopId: number, passwordHash: string, now: Date): Promise<void>
  ecommerceTarget(shopId: number): Promise<EcommerceTarget | null>
}
