import { leadingHoisted, splitTemplate } from './page-template'

/** A public page rendered on the server: its head tags, React's HTML as a stream, then the router's scripts. */
export type RenderedPage = {
  readonly head: string
  readonly body: ReadableStream<Uint8Array>
  readonly scripts: Promise<string>
}

/**
 * The built index.html around a rendered page, sent as React renders it. The head goes out with the
 * first bytes of the body, once React's hoisted tags (the lead image's preload) are known to join it.
 * `withNonce` puts this answer's CSP nonce on the scripts written here (React puts it on its own).
 */
export function pageStream(
  template: string,
  page: RenderedPage,
  withNonce: (html: string) => string,
): ReadableStream<Uint8Array> {
  const parts = splitTemplate(template)
  const reader = page.body.getReader()
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let opened = false
  let pending = ''
  // One pull sends something or ends: a pull that enqueued nothing would not be called again.
  const next = async (controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> => {
    const { done, value } = await reader.read()
    const text = done ? pending + decoder.decode() : pending + decoder.decode(value, { stream: true })
    if (!opened) {
      const lead = leadingHoisted(text, done)
      if (lead === null) {
        pending = text
        return next(controller)
      }
      opened = true
      pending = ''
      const headTags = lead.hoisted === '' ? page.head : `${page.head}\n    ${lead.hoisted}`
      controller.enqueue(encoder.encode(withNonce(`${parts.head}\n    ${headTags}\n  ${parts.between}`)))
      controller.enqueue(encoder.encode(`<div id="root">${lead.rest}`))
    } else if (text !== '') controller.enqueue(encoder.encode(text))
    else if (!done) return next(controller)
    if (!done) return
    // The router's dehydration scripts run before the module entry that reads them.
    controller.enqueue(encoder.encode(`</div>${withNonce(await page.scripts)}${withNonce(parts.after)}`))
    controller.close()
  }
  return new ReadableStream<Uint8Array>({
    pull: next,
    cancel: (reason) => reader.cancel(reason),
  })
}
