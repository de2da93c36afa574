import type { Logger } from '../shared/logger'

// Work that must not delay or shape an answer (the reset mail of forgot-password: its SMTP round
// trip would tell which accounts exist). Tasks start once the handler has returned; a failure is
// logged, never thrown at the caller.
export type AfterResponse = {
  run(task: () => Promise<unknown>): void
  // Resolves when every task started so far has ended: for an orderly shutdown and for tests.
  settled(): Promise<void>
}

export function afterResponseTasks(logger: Logger): AfterResponse {
  const pending = new Set<Promise<void>>()
  return {
    run(task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error('Tâche après réponse en échec / Background task failed', error),
        )
        .finally(() => pending.delete(running))
      pending.add(running)
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
