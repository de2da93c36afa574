import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ToastHost } from '../notifications/toast-host'
import { createAppRouter } from '../router/create-app-router'
import type { RouterContext } from '../router/router-context'
import { runUseCaseOnDemand } from './lazy-runtime'
import { startUp } from './start-up'
import '../styles/global.css'

// Composition root of the browser: the only UI code that wires real adapters (through ./runtime).
const queryClient = new QueryClient({
  defaultOptions: {
    // Use cases already refresh tokens and map failures; a blind retry would only delay the message.
    queries: { retry: false },
  },
})

const context: RouterContext = { queryClient, runUseCase: runUseCaseOnDemand }
const router = createAppRouter(context)

function render() {
  const container = document.getElementById('root')
  if (container === null) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>,
  )
}

// Render even if start-up failed: a broken storage must not leave a blank page.
startUp(context).then(render, (error: unknown) => {
  console.error('Le démarrage de l’application a échoué', error)
  render()
})
