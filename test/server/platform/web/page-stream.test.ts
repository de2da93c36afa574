import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageStream } from '../../../../server/platform/web/page-stream'
import { deferEntry } from '../../../../server/platform/web/page-template'
import { afterStream } from '../../../../src/ui/app/server-stream'

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>Générique</title>' +
  '<script type="module" crossorigin src="/assets/index-AAA.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const BODY =
  '<link rel="preload" as="image" imageSrcSet="/héros-640.webp 640w" fetchPriority="high"/>' +
  '<!--$--><main><h1>Coffrets gainés à Tours — écrins</h1></main><!--/$-->'

// The body as React's stream could send it: cut at any byte, a multi-byte letter included.
function chunked(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b)
  const pieces = [0, ...points, bytes.length].slice(1).map((end, i, ends) => bytes.slice(ends[i - 1] ?? 0, end))
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece)
      controller.close()
    },
  })
}

const nonce = (html: string) => html.replace(/<script(?=[\s>])/g, '<script nonce="n"')

describe('a rendered page sent as a stream', () => {
  it('is the same page however the body is cut', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 12 }), async (cuts) => {
        let finished = 0
        const { body, done } = afterStream(chunked(BODY, cuts), () => {
          finished += 1
          return '<script>$_TSR = {}</script>'
        })
        const page = { head: '<title>Coffrets | Écrin</title>', body, scripts: done }
        const html = await new Response(pageStream(TEMPLATE, page, nonce)).text()
        expect(finished).toBe(1)
        const starter = deferEntry('<script type="module" crossorigin src="/assets/index-AAA.js"></script>')
        expect(html).toBe(
          '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />' +
            starter.replace('<script', '<script nonce="n"') +
            '\n    <title>Coffrets | Écrin</title>\n' +
            '    <link rel="preload" as="image" imagesrcset="/héros-640.webp 640w" fetchpriority="high"/>\n' +
            '  </head><body><div id="root"><!--$--><main><h1>Coffrets gainés à Tours — écrins</h1></main><!--/$-->' +
            '</div><script nonce="n">$_TSR = {}</script></body></html>',
        )
      }),
      { numRuns: 60 },
    )
  })

  it('lets the router go when the visitor leaves before the end, without its scripts', async () => {
    let finished = 0
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<!--$--><main>'))
      },
    })
    const { body, done } = afterStream(source, () => {
      finished += 1
      return '<script>$_TSR = {}</script>'
    })
    const reader = pageStream(TEMPLATE, { head: '', body, scripts: done }, nonce).getReader()
    expect((await reader.read()).done).toBe(false)
    await reader.cancel('parti')
    expect(finished).toBe(1)
    expect(await done).toBe('')
  })
})
