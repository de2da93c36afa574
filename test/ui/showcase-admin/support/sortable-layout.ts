import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

// jsdom lays nothing out: every box is 0×0 at the origin, so dnd-kit's keyboard sensor would find no
// row above or below the lifted one. This gives each row of a sortable list (`data-sortable-id`) the
// box a browser would: 60 px high, stacked in DOM order. Other elements keep jsdom's empty box.
export function useStackedSortableRows(rowHeight = 60) {
  let spy: MockInstance<Element['getBoundingClientRect']> | null = null
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect
    spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-sortable-id]')
      if (row === null || row.parentElement === null) return original.call(this)
      const index = [...row.parentElement.children].indexOf(row)
      const top = index * rowHeight
      return DOMRect.fromRect({ x: 0, y: top, width: 600, height: rowHeight - 4 })
    })
  })
  // Only this spy: the suite's own (console.error) are restored by their setup file.
  afterEach(() => {
    spy?.mockRestore()
    spy = null
  })
}
