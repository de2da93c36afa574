import { useSuspenseQuery } from '@tanstack/react-query'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import table from '../../kit/data-table/data-table.module.css'
import { TableScroller } from '../../kit/data-table/table-scroller'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { EmptyState } from '../../kit/list-states/list-states'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { PortalPage } from '../layout/portal-page'
import { ApprovalRuleRow } from './approval-rule-row'
import { APPROVAL_RULES_TEXT as T } from './approval-rules-messages'
import { approvalRulesQuery } from './approval-rules.queries'
import styles from './approval-rules.module.css'

export const ApprovalRulesLoadError = routeLoadError({ trail: ACCOUNT_CRUMBS, title: T.title, message: T.load })

/** /account/regles: the head office's rules for each shop it validates (docs/decisions/074). */
export function ApprovalRulesPage() {
  const runUseCase = useRunUseCase()
  const { data: rules } = useSuspenseQuery(approvalRulesQuery(runUseCase))
  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={T.title}>
      <p className={styles.intro}>
        Une commande d’un magasin dont le montant HT est sous le seuil d’acceptation automatique, et qui reste dans son
        budget du mois, est acceptée sans attendre votre validation. Une commande qui dépasse le budget mensuel attend
        toujours votre validation. Laissez un champ vide pour ne fixer aucune règle.
      </p>
      {rules.length === 0 ? (
        <EmptyState>
          <p>Vous ne validez les commandes d’aucun magasin.</p>
        </EmptyState>
      ) : (
        <TableScroller label={T.caption}>
          <table className={`${table.table} ${table.cards} ${styles.rules}`}>
            <caption>{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">Magasin</th>
                <th scope="col">Identifiant</th>
                <th scope="col">{T.threshold}</th>
                <th scope="col">{T.budget}</th>
                <th scope="col" className={table.numeric}>
                  {T.spent}
                </th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <ApprovalRuleRow key={rule.shopId} rule={rule} />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </PortalPage>
  )
}
