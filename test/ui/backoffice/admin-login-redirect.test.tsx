import { screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { backofficeReturnPath } from '../../../src/ui/backoffice/login/admin-return-path'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import '../support/second-factor'

const live = useLiveServer()

describe('/admin keeps the back-office page asked for (decision 043)', () => {
  it('sends an anonymous visitor to /admin with the page, and goes there after the login', async () => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({ live, path: '/backoffice/brand?page=2' })
    await screen.findByRole('heading', { level: 1, name: 'Connexion au back-office' })
    expect(app.router.state.location.search).toEqual({ redirect: '/backoffice/brand?page=2' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/brand'))
  })

  it.each([
    '/account/catalog',
    '//evil.example/backoffice',
    'https://evil.example/backoffice',
    '/backoffice/../account',
  ])('ignores %s and opens the back office’s home', async (wanted) => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({ live, path: `/admin?redirect=${encodeURIComponent(wanted)}` })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/order'))
  })
})

describe('backofficeReturnPath', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)

  it('keeps every plain back-office path', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (parts) => {
        const path = ['/backoffice', ...parts].join('/')
        expect(backofficeReturnPath(path)).toBe(path)
      }),
    )
  })

  it('never keeps a path outside the back office, whatever is appended', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const kept = backofficeReturnPath(tail)
        if (kept === null) return
        const pathname = kept.split(/[?#]/, 1)[0] ?? ''
        const resolved = new URL(kept, 'https://ecrin.test')
        expect(resolved.origin).toBe('https://ecrin.test')
        expect(resolved.pathname === '/backoffice' || resolved.pathname.startsWith('/backoffice/')).toBe(true)
        expect(pathname.startsWith('/backoffice')).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses dot segments, encoded or not', () => {
    for (const path of [
      '/backoffice/..',
      '/backoffice/%2e%2e/account',
      '/backoffice/./x',
      '/backoffice%2F..%2Faccount',
    ]) {
      expect(backofficeReturnPath(path)).toBeNull()
    }
  })
})
