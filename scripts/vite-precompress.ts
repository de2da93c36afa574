// Vite plugin: writes `.br` and `.gz` twins of every fingerprinted asset after the build, at the
// highest levels (too slow to do per request). The server's serveStatic({ precompressed: true })
// sends them to browsers that accept them; anything else is compressed on the fly.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|woff2?)$/

export function precompressAssets(): Plugin {
  let assets = ''
  return {
    name: 'ecrin:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assets = join(resolve(config.root, config.build.outDir), config.build.assetsDir)
    },
    closeBundle() {
      if (!existsSync(assets)) return
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue
        const bytes = readFileSync(join(assets, name))
        writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }))
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        )
      }
    },
  }
}
