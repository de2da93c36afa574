import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import * as v from 'valibot'
import { optionalMediaId } from '../../../../src/contract/showcase-admin/home-fields'
import { ResourceForm } from '../../../../src/ui/kit/backoffice/resource-form'
import type { RouterContext } from '../../../../src/ui/app/router/router-context'

// The kit's media picker inside a ResourceForm, as any showcase screen will describe it, over the live
// app's context (its use-case runner talks to the real server with the showcase administrator's token).
// No screen of the media library itself has a media field, hence this small form of its own.

const Body = v.object({ image_id: optionalMediaId('Choisissez une image de la médiathèque.') })

export function renderPickerForm(context: RouterContext) {
  const saved: Record<string, unknown>[] = []
  function PickerForm() {
    const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
    return (
      <QueryClientProvider client={queryClient}>
        <h1>Formulaire d’essai</h1>
        <ResourceForm
          fields={[{ name: 'image_id', label: 'Image', kind: 'media', mediaKind: 'image' }]}
          initialValues={{ image_id: '' }}
          schema={Body}
          save={async (body) => void saved.push(body)}
          successMessage="Enregistré"
          onSaved={() => {}}
          submitLabel="Enregistrer"
        />
      </QueryClientProvider>
    )
  }
  const root = createRootRouteWithContext<RouterContext>()({ component: PickerForm })
  const router = createRouter({ routeTree: root, context, history: createMemoryHistory({ initialEntries: ['/'] }) })
  const user = userEvent.setup()
  const view = render(<RouterProvider router={router} />)
  return { ...view, user, saved }
}
