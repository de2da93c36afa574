// Lets a producer (a mail just queued) cut the job runner's sleep short, so a mail leaves within
// milliseconds instead of at the next tick; the tick still catches up on whatever a signal missed.
export type WakeSignal = {
  notify(): void
  /** Resolves after `ms`, or at the next notify(), whichever comes first. */
  sleep(ms: number): Promise<void>
}

export function createWakeSignal(): WakeSignal {
  let pending = false
  let wake: (() => void) | null = null
  return {
    notify() {
      pending = true
      wake?.()
    },
    sleep(ms) {
      if (pending) {
        pending = false
        return Promise.resolve()
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms)
        timer.unref?.()
        function done() {
          clearTimeout(timer)
          wake = null
          pending = false
          resolve()
        }
        wake = done
      })
    },
  }
}
