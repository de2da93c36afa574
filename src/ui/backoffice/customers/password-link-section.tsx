import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { CUSTOMERS, type CustomerWire } from '../../../contract/backoffice/customers'
import { notifyFailure } from '../../kit/backoffice/kit-failures'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { notifier } from '../../kit/notifications/notifier'
import { backofficeKeys } from '../../kit/backoffice/resource.queries'

// A shop created here has no password: POST /admin/customers/{id}/password-link mails it a one-time
// link to choose one (and voids the links sent before). The toast repeats the server's sentence.

export const PASSWORD_LINK_LABEL = 'Envoyer un lien de création du mot de passe'

export function PasswordLinkSection({ shop }: { shop: CustomerWire }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  async function send() {
    setBusy(true)
    try {
      const { message } = await runUseCase(
        BackofficeGateway.use((gateway) => gateway.command(CUSTOMERS, shop.id, 'password-link')),
      )
      notifier.success(message)
    } catch (thrown) {
      // An inactive shop: the server says to reactivate it first.
      notifyFailure(thrown, 'Impossible d’envoyer le lien')
    } finally {
      setBusy(false)
      // The sending is in the shop's history.
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.history(CUSTOMERS, shop.id) })
    }
  }

  return (
    <section aria-labelledby="acces-espace-client">
      <h2 id="acces-espace-client">Accès à l’espace client</h2>
      <p>
        {shop.has_password
          ? 'Le magasin a choisi son mot de passe. Un nouveau lien lui permet d’en choisir un autre.'
          : 'Le magasin n’a pas encore de mot de passe : il ne peut pas se connecter avant d’en avoir choisi un.'}
      </p>
      <ConfirmDialog
        trigger={
          <button type="button" className={forms.secondary} disabled={busy} aria-busy={busy}>
            {PASSWORD_LINK_LABEL}
          </button>
        }
        title="Envoyer le lien de création du mot de passe ?"
        description={
          `Un e-mail sera envoyé à ${shop.email} avec un lien à usage unique, valable 7 jours. ` +
          'Les liens envoyés auparavant ne fonctionneront plus.'
        }
        confirmLabel="Envoyer le lien"
        onConfirm={() => void send()}
      />
    </section>
  )
}
