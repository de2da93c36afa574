import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deferEntry, leadingHoisted, splitTemplate } from '../../../../server/platform/web/page-template'

const BUILT = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Générique" />
    <title>Écrin — Emballages personnalisés</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-CCC.js">
    <link rel="stylesheet" crossorigin href="/assets/style-DDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

describe('the built page around a rendered one', () => {
  it('drops the tags the page owns and keeps the stylesheet in the head', () => {
    const { head, between, after } = splitTemplate(BUILT)
    expect(head).not.toContain('<title>')
    expect(head).not.toContain('name="description"')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-DDD.css">')
    expect(between).toBe('</head>\n  <body>\n    ')
    expect(after).toBe('\n  </body>\n</html>\n')
  })

  it('starts the module entry and its preloads from one inline module, after the first paint', () => {
    const head = deferEntry(BUILT)
    expect(head).not.toContain('src="/assets/index-AAA.js"')
    expect(head).not.toContain('rel="modulepreload"')
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? ''
    expect(script).toContain('import("/assets/index-AAA.js")')
    expect(script).toContain('["/assets/rolldown-runtime-BBB.js","/assets/framework-CCC.js"]')
    // Once the lead image (or the first content) is reported painted, three seconds at most; a hidden tab
    // starts at once.
    expect(script).toContain(`document.querySelector('img[fetchpriority="high"]')`)
    expect(script).toContain("lead === null ? 'paint' : own ? 'element' : 'largest-contentful-paint'")
    expect(script).toContain('.observe({ type, buffered: true })')
    // The cap is set first: nothing after it can keep the page from being taken over.
    expect(script.indexOf('setTimeout(start, 3000)')).toBeLessThan(script.indexOf('document.querySelector'))
    expect(script).toContain("if (document.visibilityState !== 'visible') start()")
  })

  it('leaves a page without a module entry as it is', () => {
    const plain = '<head><link rel="stylesheet" href="/a.css"></head>'
    expect(deferEntry(plain)).toBe(plain)
  })

  it('refuses a build whose root is not empty', () => {
    expect(() => splitTemplate('<head></head><body><div id="root">x</div></body>')).toThrow()
  })
})

const PRELOAD = '<link rel="preload" as="image" imageSrcSet="/a-320.webp 320w" fetchPriority="high"/>'
const SHELL = '<!--$--><a class="skip" href="#contenu">Aller au contenu principal</a><main>é</main>'

describe('the tags React hoists at the start of a page', () => {
  it('takes them out, in lower case like the head, and keeps what follows', () => {
    expect(leadingHoisted(PRELOAD + SHELL, false)).toEqual({
      hoisted: '<link rel="preload" as="image" imagesrcset="/a-320.webp 320w" fetchpriority="high"/>',
      rest: SHELL,
    })
    expect(leadingHoisted(SHELL, false)).toEqual({ hoisted: '', rest: SHELL })
  })

  it('waits for more text while the stream may have cut a hoisted tag, wherever it is cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRELOAD.length + 6 }), (cut) => {
        const start = (PRELOAD + SHELL).slice(0, cut)
        const found = leadingHoisted(start, false)
        // Either it waits, or what it found is the whole preload and the rest starts the shell.
        if (found !== null) {
          expect(found.hoisted.length).toBe(PRELOAD.length)
          expect(SHELL.startsWith(found.rest)).toBe(true)
        }
        expect(leadingHoisted(start, true)).not.toBeNull()
      }),
    )
  })
})
