import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { scrubSecrets } from '../../../../server/platform/shared/log-scrub'
import { pinoServerLogger, textServerLogger } from '../../../../server/platform/shared/logger.pino'

function capture() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .split('\n')
          .filter((line) => line !== ''),
      )
      done()
    },
  })
  return { lines, destination, json: () => lines.map((line) => JSON.parse(line) as Record<string, any>) }
}

describe('the structured logger', () => {
  it('writes one JSON line per message, with its level and time', () => {
    const out = capture()
    const logger = pinoServerLogger({ destination: out.destination })
    logger.info('Écrin est en ligne')
    logger.warn('Stock bas')
    expect(out.json().map(({ level, msg, service }) => ({ level, msg, service }))).toEqual([
      { level: 'info', msg: 'Écrin est en ligne', service: 'ecrin' },
      { level: 'warn', msg: 'Stock bas', service: 'ecrin' },
    ])
    expect(out.json()[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('never writes a password of a connection URL, a bearer token or a JWT, in messages or errors', () => {
    const out = capture()
    const logger = pinoServerLogger({ destination: out.destination })
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNlY3JldA'
    logger.info('Connexion à postgres://ecrin:motdepasse-secret@db.interne:5432/ecrin')
    logger.error(`Échec SMTP smtp://relais:mdp-smtp@mail.exemple:587 (Bearer ${jwt})`, new Error(`jeton ${jwt} refusé`))
    const written = out.lines.join('\n')
    for (const secret of ['motdepasse-secret', 'mdp-smtp', jwt, 'c2lnbmF0dXJl']) expect(written).not.toContain(secret)
    expect(written).toContain('postgres://ecrin:***@db.interne:5432/ecrin')
    expect(out.json()[1]?.err?.message).toBe('jeton *** refusé')
  })

  it('logs a request as fields a collector can filter on', () => {
    const out = capture()
    pinoServerLogger({ destination: out.destination }).request({
      method: 'GET',
      path: '/api/x',
      status: 200,
      ms: 3.2,
      requestId: 'abc',
    })
    expect(out.json()[0]).toMatchObject({
      msg: 'requête',
      req: { method: 'GET', path: '/api/x', status: 200, requestId: 'abc' },
    })
  })

  it('has a plain-text form for a terminal, scrubbed the same way', () => {
    const lines: string[] = []
    textServerLogger((line) => lines.push(line)).info('Base postgres://u:p4ss@h/db')
    expect(lines).toEqual(['Base postgres://u:***@h/db'])
  })

  it('leaves text without secrets unchanged', () => {
    const text = 'Commande CMD-2026-00042 : 3 lignes, 1 152,00 € — https://ecrin.exemple/account/order/42'
    expect(scrubSecrets(text)).toBe(text)
  })
})
