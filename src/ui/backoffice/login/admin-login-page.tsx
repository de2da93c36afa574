import { useNavigate, useRouteContext, useRouterState, useSearch } from '@tanstack/react-router'
import type { Effect } from 'effect'
import { useState } from 'react'
import type { AppServices } from '../../../application/app-services'
import {
  finishAdminSignIn,
  type SignedInOr,
  signInAdmin,
} from '../../../application/backoffice/second-factor-sign-in.use-case'
import type { Credentials } from '../../../application/session/ports/auth-gateway'
import { type Failure, failureOf } from '../../../application/use-case-failure'
import { SESSION_MESSAGES } from '../../../domain/messages/session-messages'
import { LoginCard } from '../../kit/auth-shell/login-card'
import { LoginForm, type LoginAttempt } from '../../kit/login-form/login-form'
import forms from '../../kit/forms/forms.module.css'
import { adminLoginErrorMessage } from '../../kit/messages/error-messages'
import { sessionKeys } from '../../app/queries/session.queries'
import { afterAdminLoginPath } from './admin-return-path'
import { type CodeAttempt, SecondFactorStep } from './second-factor-step'
import { secondFactorErrorMessage } from './second-factor-messages'

/*
 * The login card of either back office (/admin, and /vitrine/admin through ShowcaseAdminLoginPage). It
 * stays out of the back-office kit, whose chunk a public page must not load (scripts/vite-chunks.ts). An
 * expected failure shows in the form; an account with the second factor on is then asked for a code
 * (decision 063); on success the administrator goes to the session cache the area's guard reads, so that
 * it need not ask the server again, then to the area's page. React Query loads here, not with the page:
 * the area this login leads to needs it anyway.
 */

type Run<A> = Effect.Effect<A, Failure, AppServices>

type AdminLoginCardProps<A> = {
  readonly title: string
  readonly intro: string
  readonly login: (credentials: Credentials, rememberMe: boolean) => Run<SignedInOr<A>>
  readonly finish: (challenge: string, code: string, rememberMe: boolean) => Run<A>
  readonly failureMessage: (failure: Failure) => string
  readonly sessionKey: readonly unknown[]
  /** Where the administrator goes once signed in: a path of the area. */
  readonly next: string
  /** Why they are asked to sign in again, when a session ended during the visit (decision 070). */
  readonly notice?: string | null
}

type Pending = { readonly challenge: string; readonly rememberMe: boolean }

export function AdminLoginCard<A>(props: AdminLoginCardProps<A>) {
  const { title, intro, login, finish, failureMessage, sessionKey, next, notice = null } = props
  const { runUseCase, loadQueryClient } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const [pending, setPending] = useState<Pending | null>(null)

  async function enter(admin: A) {
    const queryClient = await loadQueryClient()
    queryClient.setQueryData(sessionKey, admin)
    await navigate({ href: next })
  }

  const attempt: LoginAttempt = async (credentials, rememberMe) => {
    let step: SignedInOr<A>
    try {
      step = await runUseCase(login(credentials, rememberMe))
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      return { failure: failureMessage(failure) }
    }
    if (step.kind === 'challenge') setPending({ challenge: step.challenge, rememberMe })
    else await enter(step.who)
    return null
  }

  const answer: CodeAttempt = async (code) => {
    if (pending === null) return null
    let admin: A
    try {
      admin = await runUseCase(finish(pending.challenge, code, pending.rememberMe))
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      return { failure: secondFactorErrorMessage(failure) }
    }
    await enter(admin)
    return null
  }

  return (
    <LoginCard title={title} intro={intro}>
      {notice === null ? null : (
        <p role="status" className={forms.notice}>
          {notice}
        </p>
      )}
      {pending === null ? (
        <LoginForm onLogin={attempt} />
      ) : (
        <>
          <SecondFactorStep onCode={answer} />
          <p>
            <button type="button" className={forms.secondary} onClick={() => setPending(null)}>
              Revenir à l’identifiant et au mot de passe
            </button>
          </p>
        </>
      )}
    </LoginCard>
  )
}

// Rendered inside the public layout, as spec §2 lists /admin among the public routes.
export function AdminLoginPage() {
  const next = afterAdminLoginPath(useSearch({ from: '/_public/admin' }))
  const ended = useRouterState({ select: (state) => state.location.state.adminSessionEnded === true })
  return (
    <AdminLoginCard
      title="Connexion au back-office"
      intro="Espace réservé aux administrateurs de la boutique en ligne."
      login={signInAdmin}
      finish={finishAdminSignIn}
      failureMessage={adminLoginErrorMessage}
      sessionKey={sessionKeys.admin}
      next={next}
      notice={ended ? SESSION_MESSAGES.adminSessionEnded : null}
    />
  )
}
