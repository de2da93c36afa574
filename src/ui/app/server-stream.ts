/**
 * React's HTML stream, passed on chunk by chunk, with `finish` run exactly once when it has ended or
 * was cancelled (the visitor left): that is when the router's dehydration scripts are complete and its
 * per-request state can go. `done` gives what `finish` returned ('' after a cancel).
 */
export function afterStream(
  source: ReadableStream<Uint8Array>,
  finish: () => string,
): { body: ReadableStream<Uint8Array>; done: Promise<string> } {
  const reader = source.getReader()
  let settle: (value: string) => void = () => undefined
  const done = new Promise<string>((resolve) => {
    settle = resolve
  })
  let finished = false
  const end = (keep: boolean) => {
    if (finished) return
    finished = true
    const scripts = finish()
    settle(keep ? scripts : '')
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read()
        if (ended) {
          end(true)
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        end(false)
        controller.error(error)
      }
    },
    async cancel(reason) {
      end(false)
      await reader.cancel(reason)
    },
  })
  return { body, done }
}
