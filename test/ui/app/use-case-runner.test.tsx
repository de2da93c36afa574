import { Effect, Layer, ManagedRuntime } from 'effect'
import { describe, expect, it } from 'vitest'
import type { AppServices } from '../../../src/application/app-services'
import { NetworkError, Rejected, SessionExpired } from '../../../src/application/errors'
import { failureOf, isNotFound, UseCaseFailure } from '../../../src/application/use-case-failure'
import { FinalUnauthorized, FinalUnauthorizedLive } from '../../../src/infrastructure/http/final-unauthorized'
import { makeUseCaseRunner } from '../../../src/ui/app/use-case-runner'

// The Effect-to-React boundary (docs/decisions/017): one thrown shape for every expected failure.
// The programs below require no service, so an empty runtime can stand for the app's.
const runtime = ManagedRuntime.make(Layer.empty) as unknown as ManagedRuntime.ManagedRuntime<AppServices, never>
const run = makeUseCaseRunner(runtime)

async function thrownBy(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
    },
    (thrown: unknown) => thrown,
  )
}

describe('use-case runner', () => {
  it('resolves with the value of a use case that succeeds', async () => {
    await expect(run(Effect.succeed(42))).resolves.toBe(42)
  })

  it.each([
    ['a refusal', new Rejected({ status: 422, message: 'Commande refusée' })],
    ['an ended session', new SessionExpired()],
    ['an unreachable server', new NetworkError({})],
  ])('rejects %s with a UseCaseFailure carrying the error', async (_case, error) => {
    const thrown = await thrownBy(run(Effect.fail(error)))
    expect(thrown).toBeInstanceOf(UseCaseFailure)
    expect(failureOf(thrown)).toBe(error)
    expect((thrown as UseCaseFailure).tag).toBe(error._tag)
  })

  it('rejects a defect with the defect itself, which no failure helper mistakes for a failure', async () => {
    const bug = new TypeError('a bug')
    const thrown = await thrownBy(run(Effect.die(bug)))
    expect(thrown).not.toBeInstanceOf(UseCaseFailure)
    expect(failureOf(thrown)).toBeNull()
    expect(isNotFound(thrown)).toBe(false)
  })

  it('reads a 404 refusal, and only that, as not found', () => {
    expect(isNotFound(new UseCaseFailure({ _tag: 'Rejected', status: 404, message: null }))).toBe(true)
    expect(isNotFound(new UseCaseFailure({ _tag: 'Rejected', status: 410, message: null }))).toBe(false)
    expect(isNotFound(new UseCaseFailure({ _tag: 'NetworkError' }))).toBe(false)
  })
})

describe('final 401 signal', () => {
  it('belongs to its runtime: a listener hears its own runtime only', async () => {
    const first = ManagedRuntime.make(FinalUnauthorizedLive)
    const second = ManagedRuntime.make(FinalUnauthorizedLive)
    const heard: string[] = []
    await first.runPromise(FinalUnauthorized.useSync((signal) => signal.subscribe(() => heard.push('first'))))
    await second.runPromise(FinalUnauthorized.useSync((signal) => signal.subscribe(() => heard.push('second'))))
    await second.runPromise(FinalUnauthorized.useSync((signal) => signal.emit()))
    expect(heard).toEqual(['second'])
  })
})
