import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

// A fake build whose index.html is the project's own (same head as the real one).
export const INDEX_HTML = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8')

export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecrin-web-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// Every <script> the server sends carries the answer's CSP nonce (server/platform/web/web-app.routes.ts).
const JSON_LD = /<script nonce="[^"]+" type="application\/ld\+json">([\s\S]*?)<\/script>/g

export function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(JSON_LD)].map((match) => JSON.parse(match[1] ?? 'null'))
}

// The page as built, once the nonces the server adds to its scripts are taken out again.
export function withoutNonces(html: string): string {
  return html.replace(/<script nonce="[^"]+"/g, '<script')
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)
  return match?.[1] ?? null
}
