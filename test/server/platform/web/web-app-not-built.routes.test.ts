import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../support/test-app'

const t = useTestApp({ webDistDir: '/nonexistent/ecrin-dist' })

describe('web app before the first build', () => {
  it('explains in French how to build it, with 503', async () => {
    const response = await t.app.request('/account/catalog')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build')
  })

  it('still answers the APIs', async () => {
    const response = await t.app.request('/health')
    expect(response.status).toBe(200)
  })
})
