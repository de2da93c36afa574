import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../../backoffice/settings/settings-page'
import { backofficeHead } from '../../../backoffice/routing/route-head'
import { SETTINGS, backofficeLoadError, singleRecordQuery } from '../../../backoffice/routing/route-parts'

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
