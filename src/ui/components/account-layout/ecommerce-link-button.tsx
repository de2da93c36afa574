import { useState } from 'react'
import { openEcommerceLink } from '../../../application/portal/account.use-case'
import { useFailureNotice } from '../../hooks/use-failure-notice'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { UseCaseFailure } from '../../queries/use-case-failure'

/** Spec §1: the brand's external shop opens in a new tab through a short-lived authentication link. */
export function EcommerceLinkButton({ className }: { className?: string }) {
  const runUseCase = useRunUseCase()
  const notice = useFailureNotice()
  const [opening, setOpening] = useState(false)

  async function open() {
    setOpening(true)
    // Browsers block a tab opened after an await: open it within the click, point it at the link later.
    const tab = window.open('', '_blank')
    const result = await runUseCase(openEcommerceLink())
    setOpening(false)
    if (!result.ok) {
      tab?.close()
      notice(new UseCaseFailure(result.error), PORTAL_MESSAGES.ecommerceLink)
      return
    }
    if (tab === null) {
      window.open(result.value, '_blank', 'noopener,noreferrer')
      return
    }
    // The external site must not be able to script this page through window.opener.
    tab.opener = null
    tab.location.href = result.value
  }

  return (
    <button
      type="button"
      className={className}
      onClick={open}
      disabled={opening}
      aria-busy={opening}
      aria-label="Boutique E-Commerce (s’ouvre dans un nouvel onglet)"
    >
      Boutique E-Commerce
    </button>
  )
}
