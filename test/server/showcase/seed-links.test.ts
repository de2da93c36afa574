import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { json } from '../support/http'
import { SHOWCASE_SEED_FILE } from '../../../server/showcase/pages/content-paths'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'

const t = useShowcaseApp({ seed: 'once' })

// A visitor never meets a placeholder link (decision 046); a partner without a real site has no link.
describe('links of the seeded showcase', () => {
  it('point to no placeholder domain', () => {
    const raw = readFileSync(SHOWCASE_SEED_FILE, 'utf8')
    expect(raw).not.toMatch(/https?:\/\/(www\.)?(example|exemple)\.(com|org|net|fr)/i)
  })

  it('give the partners without a site a null url on the public API', async () => {
    const body = await json(await t.app.request('/storefront-api/api/partners'))
    expect(body.map((partner: { url: string | null }) => partner.url)).toEqual(
      [...SHOWCASE.partners].sort((a, b) => a.order - b.order).map((p) => p.url),
    )
    for (const partner of body) expect(partner.url === null || partner.url.startsWith('https://')).toBe(true)
  })
})
