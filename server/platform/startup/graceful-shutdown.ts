import type { Server } from 'node:http'
import type { LifecycleState } from '../health/lifecycle-state'
import type { Logger } from '../shared/logger'

export type ShutdownDeps = {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>
  lifecycle: LifecycleState
  graceMs: number
  // After the last request: background work, then the database (in this order).
  finish: readonly (() => Promise<unknown>)[]
  logger: Logger
  exit: (code: number) => void
}

// SIGTERM (a deploy, a scale-in): stop taking connections, let the requests in flight finish within
// graceMs (then cut what is left), finish background work, close the pool, exit 0. Every order
// acknowledged before the signal is committed: its answer was sent after its transaction.
export function gracefulShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  let stopping: Promise<void> | null = null
  return (signal) => {
    stopping ??= (async () => {
      deps.logger.info(`Arrêt demandé (${signal}) : fin des requêtes en cours…`)
      deps.lifecycle.startDraining()
      const closed = new Promise<void>((resolve) => deps.server.close(() => resolve()))
      // Idle keep-alive sockets would hold close() open for nothing.
      deps.server.closeIdleConnections()
      const cut = setTimeout(() => {
        deps.logger.warn(`Requêtes encore en cours après ${deps.graceMs} ms : connexions fermées`)
        deps.server.closeAllConnections()
      }, deps.graceMs)
      cut.unref?.()
      await closed
      clearTimeout(cut)
      try {
        for (const step of deps.finish) await step()
        deps.logger.info('Arrêt terminé.')
        deps.exit(0)
      } catch (error) {
        deps.logger.error('Arrêt incomplet', error)
        deps.exit(1)
      }
    })()
    return stopping
  }
}
