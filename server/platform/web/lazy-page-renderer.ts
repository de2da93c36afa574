import type { Logger } from '../shared/logger'
import type { PageRenderer } from './web-app.routes'

/**
 * The server renderer is the browser app's route tree (React, CSS modules), which only a build can
 * load (Vite for `npm start`, Vitest in tests). It loads on the first page asked for; where it cannot
 * load, pages are sent empty and the browser renders them, as before server rendering.
 */
export function lazyPageRenderer(load: () => Promise<PageRenderer>, logger: Logger): PageRenderer {
  let renderer: Promise<PageRenderer | null> | null = null
  return async (request, nonce) => {
    renderer ??= load().catch((error: unknown) => {
      logger.error('Rendu serveur indisponible : les pages publiques seront rendues dans le navigateur', error)
      return null
    })
    const render = await renderer
    return render === null ? { kind: 'client' } : render(request, nonce)
  }
}
