import { describe, expect, it } from 'vitest'
import { DecodeError, Rejected } from '../../../src/application/errors'
import { AccountGateway } from '../../../src/application/portal/ports/account-gateway'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { type FetchFn, type LiveServer, useLiveServer } from '../../support/live-server/live-server'

// What only the account adapter decides: which calls carry the shop's token, the bodies' names, and
// distrust of the link it is told to open.

const live = useLiveServer()

type Sent = { path: string; authorization: string | null; body: unknown }

/** The live server, with what the adapter sent it kept in order. */
function recordingServer(): { server: LiveServer; sent: Sent[] } {
  const sent: Sent[] = []
  const fetch: FetchFn = async (input, init) => {
    const request = new Request(input, init)
    const text = await request.clone().text()
    sent.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: text === '' ? null : JSON.parse(text),
    })
    return live.fetch(input, init)
  }
  return {
    server: new Proxy(live, { get: (target, key) => (key === 'fetch' ? fetch : target[key as keyof LiveServer]) }),
    sent,
  }
}

describe('AccountGateway over HTTP: what goes on the wire', () => {
  it('sends no token for forgot-password and reset, and the shop’s for a password change', async () => {
    const { server, sent } = recordingServer()
    const h = liveGateways(server)
    const shop = await aShop(live.db)
    const tokens = await live.loginShop(shop.identifiant, DEFAULT_PASSWORD)
    h.save('shop', tokens)
    await h.run(AccountGateway.use((g) => g.forgotPassword(shop.identifiant)))
    expect(sent.at(-1)).toEqual({
      path: '/portal-api/forgot-password',
      authorization: null,
      body: { identifiant: shop.identifiant },
    })
    await h.flip(AccountGateway.use((g) => g.resetPassword({ token: 't', password: 'p', confirmation: 'p' })))
    expect(sent.at(-1)).toEqual({
      path: '/portal-api/change-password',
      authorization: null,
      body: { token: 't', password: 'p', password_confirmation: 'p' },
    })
    const refused = await h.flip(
      AccountGateway.use((g) => g.changePassword({ current: 'a', password: 'b', confirmation: 'c' })),
    )
    expect(refused).toEqual(new Rejected({ status: 400, message: 'Le mot de passe actuel est incorrect.' }))
    expect(sent.at(-1)).toEqual({
      path: '/portal-api/change-password',
      authorization: `Bearer ${tokens.AccessToken}`,
      body: { data: { current_password: 'a', password: 'b', password_confirmation: 'c' } },
    })
  })
})

describe('AccountGateway over HTTP: answers are parsed, never trusted', () => {
  it('refuses an e-commerce link that is not a web address', async () => {
    const h = liveGateways(live)
    const shop = await aShop(live.db, { brandId: (await aBrand(live.db, { ecommerceUrl: 'javascript:alert(1)' })).id })
    h.save('shop', await live.loginShop(shop.identifiant, DEFAULT_PASSWORD))
    expect(await h.flip(AccountGateway.use((g) => g.ecommerceLink()))).toBeInstanceOf(DecodeError)
  })
})
