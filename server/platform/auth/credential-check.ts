import type { PasswordHasher } from './password-hasher'

const cachedDecoys = new WeakMap<PasswordHasher, Promise<string>>()

// An unknown login still costs one argon2 verification, so response time does not reveal
// which logins exist.
export async function checkPassword(
  passwords: PasswordHasher,
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash !== null) return passwords.verify(storedHash, password)
  let decoy = cachedDecoys.get(passwords)
  if (decoy === undefined) {
    decoy = passwords.hash('mot-de-passe-leurre')
    cachedDecoys.set(passwords, decoy)
  }
  await passwords.verify(await decoy, password)
  return false
}
