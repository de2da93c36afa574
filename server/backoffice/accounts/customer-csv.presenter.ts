import type { CsvColumn } from '../../platform/http/csv-stream'
import type { CustomerRecord } from './customer-store'

// The stores list as a French spreadsheet (GET /admin/customers/export.csv).
const yesNo = (value: boolean) => (value ? 'Oui' : 'Non')

export const CUSTOMER_CSV_COLUMNS: readonly CsvColumn<CustomerRecord>[] = [
  { header: 'Identifiant', value: (row) => row.identifiant },
  { header: 'Nom', value: (row) => row.name },
  { header: 'Enseigne', value: (row) => row.brandName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Adresse', value: (row) => row.addressLine1 },
  { header: 'Code postal', value: (row) => row.postalCode },
  { header: 'Ville', value: (row) => row.city },
  { header: 'Pays', value: (row) => row.country },
  { header: 'Validateur', value: (row) => row.validatorIdentifiant },
  { header: 'Actif', value: (row) => yesNo(row.active) },
  { header: 'Mot de passe défini', value: (row) => yesNo(row.hasPassword) },
  { header: 'Créé le', value: (row) => row.createdAt },
]
