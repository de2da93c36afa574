import { useRouter } from '@tanstack/react-router'
import type { ShowcaseServices } from '../../application/showcase/showcase-services'

/** The showcase's services from the router context (composition root in the app, memory in tests). */
export function useShowcase(): ShowcaseServices {
  // Read from the router itself rather than useRouteContext: one hook less on the home page budget.
  return useRouter().options.context.showcase
}
