import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { StockAdjustmentForm } from './stock-adjustment-form'
import { StockBalances } from './stock-balances'
import { StockMovements } from './stock-movements'
import { StockRunForm } from './stock-run-form'
import styles from './stock.module.css'

// /backoffice/stock (docs/decisions/077-brand-stock.md): the brands' balances and forecasts, the two writes,
// then the movements. One column at 390 px; every control labelled.
export function StockPage() {
  return (
    <BackofficePage title="Stock" trail={[]}>
      <StockBalances />
      <section className={styles.section} aria-label="Enregistrer un mouvement">
        <div className={styles.forms}>
          <StockRunForm />
          <StockAdjustmentForm />
        </div>
      </section>
      <StockMovements />
    </BackofficePage>
  )
}
