import type { ReactNode } from 'react'
import table from './data-table.module.css'

/**
 * The frame of a wide table, which scrolls sideways on a phone. A region that scrolls must be reachable
 * from the keyboard to be scrolled without a mouse (axe: scrollable-region-focusable), so it is a
 * focusable, named region.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region needs the keyboard
    <div className={table.wrapper} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
