import { redirect } from '@tanstack/react-router'
import type { Identity } from '../../domain/session-rules'
import type { RouterContext } from './router-context'

type LoginScreen = '/login' | '/admin' | '/vitrine/admin'

// Spec §5-6: the client only checks that a token is present; the server judges whether it is valid.
// Guards run from the entry chunk, hence the on-demand import of the use case.
export async function requireTokens(context: RouterContext, identities: readonly Identity[], loginScreen: LoginScreen): Promise<void> {
  const { hasToken } = await import('../../application/session/startup.use-case')
  for (const identity of identities) {
    const result = await context.runUseCase(hasToken(identity))
    if (!result.ok || !result.value) throw redirect({ to: loginScreen, replace: true })
  }
}
