import { createFileRoute } from '@tanstack/react-router'
import { SETTINGS } from '../../../../contract/backoffice/settings'
import { backofficeHead } from '../../../kit/backoffice/page-head'
import { backofficeLoadError } from '../../../kit/backoffice/load-error'
import { singleRecordQuery } from '../../../kit/backoffice/resource.queries'
import { SettingsPage } from '../../../backoffice/settings/settings-page'

export const Route = createFileRoute('/backoffice/parametres/')({
  head: backofficeHead('Paramètres'),
  // The loader reaches the use cases (and effect): split it with the screen, in one chunk.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  loader: async ({ context: { queryClient, runUseCase } }) => {
    await queryClient.ensureQueryData(singleRecordQuery(runUseCase, SETTINGS))
  },
  component: SettingsPage,
  errorComponent: backofficeLoadError({ title: 'Paramètres', trail: [] }),
})
