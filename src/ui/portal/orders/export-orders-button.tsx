import { useState } from 'react'
import { OrderGateway, type OrderSummary } from '../../../application/portal/ports/order-gateway'
import type { PagingParams } from '../../../domain/paging'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { ordersCsv } from './orders-csv'

// The server's largest page: the export reads the filtered list page after page.
const EXPORT_PAGE = 100

/** "Exporter en CSV": every order the current filters and sort select, not only the page shown. */
export function ExportOrdersButton({ paging }: { paging: PagingParams }) {
  const runUseCase = useRunUseCase()
  const notice = useFailureNotice()
  const [busy, setBusy] = useState(false)

  async function exportAll() {
    if (busy) return
    setBusy(true)
    try {
      const orders: OrderSummary[] = []
      for (let first = 0; ; first += EXPORT_PAGE) {
        const slice = { ...paging, first, rows: EXPORT_PAGE }
        const page = await runUseCase(OrderGateway.use((gateway) => gateway.list(slice)))
        orders.push(...page.items)
        if (page.items.length < EXPORT_PAGE || orders.length >= page.total) break
      }
      const url = URL.createObjectURL(new Blob([ordersCsv(orders)], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = 'mes-commandes.csv'
      link.click()
      URL.revokeObjectURL(url)
    } catch (thrown) {
      notice(thrown, PORTAL_MESSAGES.ordersList)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className={forms.secondary} onClick={() => void exportAll()} disabled={busy} aria-busy={busy}>
      Exporter en CSV
    </button>
  )
}
