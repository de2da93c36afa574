import { useQueryClient } from '@tanstack/react-query'
import { Dialog } from 'radix-ui'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATIONS,
  type ApplicationWire,
} from '../../../contract/showcase-admin/job-applications'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import type { FormField } from '../../kit/backoffice/form-field'
import { ResourceForm } from '../../kit/backoffice/resource-form'
import dialog from '../../kit/confirm-dialog/confirm-dialog.module.css'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { backofficeKeys } from '../../kit/backoffice/resource.queries'

// One application, opened from its job's page: the candidate's message and contact, the CV, and the
// follow-up (status and notes) saved with the version read (409 when another administrator saved first).

const FOLLOW_UP_FIELDS: readonly FormField[] = [
  {
    name: 'status',
    label: 'Statut',
    kind: 'select',
    required: true,
    options: APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
  },
  { name: 'notes', label: 'Notes internes', kind: 'textarea', hint: 'Visibles des seuls administrateurs.' },
]

type Props = { application: ApplicationWire; onClose: () => void; onDownload: () => void }

export function ApplicationDialog({ application, onClose, onDownload }: Props) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const name = `${application.first_name} ${application.last_name}`
  const received = new Date(application.created_at).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' })
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>Candidature de {name}</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            Reçue le {received} pour l’offre {application.job_title}.
          </Dialog.Description>
          <dl>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${application.email}`}>{application.email}</a>
            </dd>
            <dt>Téléphone</dt>
            <dd>{application.phone ?? '—'}</dd>
            <dt>Message</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{application.message ?? '—'}</dd>
            <dt>CV</dt>
            <dd>
              {application.cv_original_name}{' '}
              <button type="button" className={forms.secondary} onClick={onDownload}>
                Télécharger le CV
              </button>
            </dd>
          </dl>
          <ResourceForm
            fields={FOLLOW_UP_FIELDS}
            initialValues={{ status: application.status, notes: application.notes }}
            schema={APPLICATIONS.updateBody}
            extraBody={{ version: application.version }}
            save={(body) =>
              runUseCase(
                BackofficeGateway.use((gateway) => gateway.update(APPLICATIONS, application.id, body as never)),
              )
            }
            successMessage={BACKOFFICE_MESSAGES.saved}
            onSaved={async () => {
              await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(APPLICATIONS) })
              onClose()
            }}
            submitLabel="Enregistrer le suivi"
            secondaryAction={
              <Dialog.Close asChild>
                <button type="button" className={forms.secondary}>
                  Fermer
                </button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
