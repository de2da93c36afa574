import { useQuery } from '@tanstack/react-query'
import { SETTINGS } from '../../../contract/backoffice/settings'
import { singleRecordQuery } from '../../kit/backoffice/resource.queries'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import styles from './orders.module.css'

/**
 * The company's letterhead on the printed order: its name, address and e-mail from the settings
 * (/backoffice/parametres), which every e-commerce administrator may read. Shown only on paper
 * (./orders.module.css); nothing while the settings load, the order prints without it.
 */
export function OrderLetterhead() {
  const runUseCase = useRunUseCase()
  const { data: settings } = useQuery(singleRecordQuery(runUseCase, SETTINGS))
  if (settings === undefined) return null
  return (
    <div className={styles.letterhead}>
      <p className={styles.letterheadName}>{settings.company_name}</p>
      {settings.company_address === '' ? null : <p className={styles.letterheadAddress}>{settings.company_address}</p>}
      <p>{settings.company_email}</p>
    </div>
  )
}
