import { ADMINISTRATOR_ROLE_LABELS } from '../../../src/contract/backoffice/administrators'
import type { CsvColumn } from '../../platform/http/csv-stream'
import type { AdministratorRecord } from './administrator-store'

// The administrators list as a French spreadsheet (GET /admin/administrators/export.csv).
export const ADMINISTRATOR_CSV_COLUMNS: readonly CsvColumn<AdministratorRecord>[] = [
  { header: 'Login', value: (row) => row.login },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Rôle', value: (row) => ADMINISTRATOR_ROLE_LABELS[row.role] },
  { header: 'Actif', value: (row) => (row.active ? 'Oui' : 'Non') },
  { header: 'Créé le', value: (row) => row.createdAt },
]
