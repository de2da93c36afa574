import { TextEncoder as NodeTextEncoder } from 'node:util'

// Under vitest's jsdom environment, modules see the test realm's Uint8Array while Node's TextEncoder
// returns arrays of Node's own realm; jose (which signs the server's tokens) then refuses the key.
// Tiers that run the real server in-process encode into this realm's Uint8Array instead.
class RealmTextEncoder {
  readonly encoding = 'utf-8'
  readonly #node = new NodeTextEncoder()
  encode(input = ''): Uint8Array {
    return new Uint8Array(this.#node.encode(input))
  }
  encodeInto(source: string, destination: Uint8Array) {
    return this.#node.encodeInto(source, destination)
  }
}

if (!(new TextEncoder().encode('') instanceof Uint8Array)) Object.assign(globalThis, { TextEncoder: RealmTextEncoder })
