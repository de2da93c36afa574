import { backofficeLoadError } from '../../backoffice-kit/load-error'

// What a showcase back-office record page shows when its record cannot be loaded (unknown id, server
// unreachable): one component for every such page, inside the back office's frame, loaded only when needed.
export const ShowcaseRecordLoadError = backofficeLoadError({ title: 'Enregistrement', trail: [] })
