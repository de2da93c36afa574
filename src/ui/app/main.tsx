import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ToastHost } from '../kit/notifications/toast-host'
import { createQueryClientLoader } from './queries/query-client-loader'
import { createAppRouter } from './router/create-app-router'
import type { RouterContext } from './router/router-context'
import { logCaughtDefect } from './caught-errors'
import { runUseCaseOnDemand } from './lazy-runtime'
import { browserShowcaseServices, handOverHeadToRoutes } from './showcase-wiring'
import { startUp } from './start-up'
import '../kit/styles/global.css'

// Composition root of the browser: the only UI code that wires real adapters (through ./runtime).
// No QueryClientProvider here: the areas that use React Query provide it themselves (see RouterContext).
const context: RouterContext = {
  loadQueryClient: createQueryClientLoader(),
  runUseCase: runUseCaseOnDemand,
  showcase: browserShowcaseServices(),
}
const router = createAppRouter(context)

function render() {
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root element')
  handOverHeadToRoutes()
  // A public page came rendered by the server with its routes' data (server-render.tsx): hydrate it
  // without fetching again. The customer and back-office areas arrive empty and render here.
  if (isServerRendered()) {
    void import('@tanstack/react-router/ssr/client').then(({ RouterClient }) => {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the
      // main thread for the whole page (a 300 ms task on a mid-range phone): the page it hydrates is
      // already on screen and readable (docs/decisions/051).
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <RouterClient router={router} />
            <ToastHost />
          </StrictMode>,
          { onCaughtError: logCaughtDefect },
        )
      })
    })
    return
  }
  createRoot(container, { onCaughtError: logCaughtDefect }).render(
    <StrictMode>
      <RouterProvider router={router} />
      <ToastHost />
    </StrictMode>,
  )
}

const isServerRendered = () => '$_TSR' in window

// Render even if start-up failed: a broken storage must not leave a blank page.
startUp(context).then(render, (error: unknown) => {
  console.error('Le démarrage de l’application a échoué', error)
  render()
})
