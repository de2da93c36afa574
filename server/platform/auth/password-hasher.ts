import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

export type PasswordHasher = {
  hash(password: string): Promise<string>
  verify(passwordHash: string, password: string): Promise<boolean>
}

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm

// OWASP's argon2id baseline (19 MiB, 2 passes); tests may pass cheaper costs.
const DEFAULT_COSTS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function argon2PasswordHasher(
  costs: Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'> = DEFAULT_COSTS,
): PasswordHasher {
  return {
    hash: (password) => hash(password, { ...costs, algorithm: ARGON2ID }),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password)
      } catch {
        // A malformed stored hash is a failed login, not a server error.
        return false
      }
    },
  }
}
