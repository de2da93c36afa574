export type ResetRecipient = { shopId: number; email: string; name: string }

export type EcommerceTarget = {
  url: string | null
  shop: { id: number; identifiant: string; name: string; email: string; brandId: number }
}

export type AccountRepository = {
  // Stores a new reset token for the shop with this identifiant, if any; its earlier unused ones stop
  // working (only the last mail counts). The same statements run whether or not the shop exists, so
  // that the answer's timing does not tell (docs/decisions/022-forgot-password-timing.md).
  issueResetToken(identifiant: string, tokenHash: string, expiresAt: Date, now: Date): Promise<ResetRecipient | null>
  isResetTokenUsable(tokenHash: string, now: Date): Promise<boolean>
  // Atomically: the token must be unused and unexpired; it is spent, the password replaced and the
  // shop's sessions revoked. false when the token is unknown, used or expired.
  resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<boolean>
  findPasswordHash(shopId: number): Promise<string | null>
  // Atomically: the password is replaced and every session of the shop but `keptSession` (the
  // caller's refresh family, null for none) is revoked.
  updatePassword(shopId: number, passwordHash: string, now: Date, keptSession: string | null): Promise<void>
  ecommerceTarget(shopId: number): Promise<EcommerceTarget | null>
}
