import { useState } from 'react'
import { AccountGateway } from '../../../application/portal/ports/account-gateway'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'

/** Spec §1: the brand's external shop opens in a new tab through a short-lived authentication link. */
export function EcommerceLinkButton({ className }: { className?: string }) {
  const runUseCase = useRunUseCase()
  const notice = useFailureNotice()
  const [opening, setOpening] = useState(false)

  async function open() {
    setOpening(true)
    // Browsers block a tab opened after an await: open it within the click, point it at the link later.
    const tab = window.open('', '_blank')
    let link: string
    try {
      link = await runUseCase(AccountGateway.use((account) => account.ecommerceLink()))
    } catch (thrown) {
      tab?.close()
      notice(thrown, PORTAL_MESSAGES.ecommerceLink)
      return
    } finally {
      setOpening(false)
    }
    if (tab === null) {
      window.open(link, '_blank', 'noopener,noreferrer')
      return
    }
    // The external site must not be able to script this page through window.opener.
    tab.opener = null
    tab.location.href = link
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
