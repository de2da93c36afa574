import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ConversationGateway, type MailPreference } from '../../../application/portal/ports/conversation-gateway'
import { CONVERSATION_MESSAGES, type OrderMailKind } from '../../../domain/order-mails'
import type { RunUseCase } from '../../app/router/router-context'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useCaseQuery, useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { notifier } from '../../kit/notifications/notifier'
import styles from './profile.module.css'

export const MAIL_PREFERENCES_TEXT = {
  load: 'Impossible de charger vos préférences de courriels',
  save: 'Impossible d’enregistrer vos préférences',
} as const

// Under the 'account' root (portal-query-roots): dropped at logout, never shown to the next account.
const mailPreferencesKey = ['account', 'mail-preferences'] as const

export function mailPreferencesQuery(runUseCase: RunUseCase) {
  return useCaseQuery(
    runUseCase,
    mailPreferencesKey,
    ConversationGateway.use((conversation) => conversation.mailPreferences()),
  )
}

/** The mails the account may turn off (docs/decisions/074); the required ones stay on, and say so. */
function PreferencesForm({ preferences }: { preferences: readonly MailPreference[] }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const [enabled, setEnabled] = useState(
    () => new Set(preferences.filter((preference) => preference.enabled).map((preference) => preference.kind)),
  )
  const save = useMutation({
    mutationFn: (disabled: readonly OrderMailKind[]) =>
      runUseCase(ConversationGateway.use((conversation) => conversation.saveMailPreferences(disabled))),
    onSuccess: (saved) => {
      queryClient.setQueryData(mailPreferencesKey, saved)
      notifier.success(CONVERSATION_MESSAGES.preferencesSaved)
    },
    onError: (thrown) => notice(thrown, MAIL_PREFERENCES_TEXT.save),
  })

  function toggle(kind: OrderMailKind, on: boolean) {
    setEnabled((previous) => {
      const next = new Set(previous)
      if (on) next.add(kind)
      else next.delete(kind)
      return next
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    const optional = preferences.filter((preference) => !preference.required)
    save.mutate(optional.filter((preference) => !enabled.has(preference.kind)).map((preference) => preference.kind))
  }

  return (
    <form className={forms.stack} onSubmit={submit}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Courriels que je reçois</legend>
        {preferences.map((preference) => (
          <label key={preference.kind} className={forms.checkbox}>
            <input
              type="checkbox"
              name={preference.kind}
              checked={preference.required || enabled.has(preference.kind)}
              disabled={preference.required}
              onChange={(event) => toggle(preference.kind, event.target.checked)}
            />
            <span>
              {preference.label}
              {preference.required ? ' (obligatoire)' : null}
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <button
          type="submit"
          className={forms.button}
          // aria-disabled, not disabled: the focus stays on the button while it saves.
          aria-disabled={save.isPending}
          aria-busy={save.isPending}
        >
          Enregistrer mes préférences
        </button>
      </div>
    </form>
  )
}

/** The profile's "Courriels" section: loads on its own, so the rest of the profile never waits for it. */
export function MailPreferencesSection() {
  const runUseCase = useRunUseCase()
  const query = useQuery(mailPreferencesQuery(runUseCase))
  return (
    <section className={styles.card} aria-labelledby="profile-mails">
      <h2 id="profile-mails" className={styles.sectionTitle}>
        Courriels
      </h2>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={MAIL_PREFERENCES_TEXT.load} onRetry={() => void query.refetch()} />
      ) : (
        <PreferencesForm preferences={query.data} />
      )}
    </section>
  )
}
