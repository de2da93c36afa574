import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { frenchAnnouncements, SORTABLE_INSTRUCTIONS } from './sortable-list-announcements'
import styles from './sortable-list.module.css'
import { SortableRow } from './sortable-row'

/*
 * Back-office kit: an ordered list whose rows are dragged with the mouse or moved with the keyboard
 * (@dnd-kit/sortable), e.g. the home page's blocks or the partners.
 *
 *   <SortableList label="Ordre des blocs" items={blocks} itemLabel={(block) => block.title}
 *     renderItem={(block) => <BlockSummary block={block} />}
 *     onReorder={(ids) => save(ids)} />        // a rejected promise puts the rows back where they were
 *
 * Two keyboard paths: the row's handle (Space or Enter lifts, the arrows move, Space or Enter drops,
 * Escape cancels; dnd-kit's KeyboardSensor) and the « Monter » / « Descendre » buttons of each row.
 * Screen readers hear French instructions and every move; focus stays on the moved row.
 * `onReorder` receives the ids of ALL the rows, in their new order, once per move.
 */

type Item = { readonly id: number }

export type SortableListProps<T extends Item> = {
  /** The list's accessible name. */
  readonly label: string
  readonly items: readonly T[]
  /** How a row is named in the announcements and the buttons' names. */
  readonly itemLabel: (item: T) => string
  readonly renderItem: (item: T) => ReactNode
  readonly onReorder: (ids: number[]) => Promise<unknown>
}

export function SortableList<T extends Item>({ label, items, itemLabel, renderItem, onReorder }: SortableListProps<T>) {
  const [order, setOrder] = useState<readonly T[]>(items)
  const [saving, setSaving] = useState(false)
  const [spoken, setSpoken] = useState('')
  const focusAfterMove = useRef<{ id: number; control: 'up' | 'down' | 'handle' } | null>(null)
  const rowsRef = useRef(new Map<number, HTMLElement>())
  const listId = useId()
  // The server's list is the truth: a refreshed list (after a save, or another admin's) replaces ours.
  useEffect(() => setOrder(items), [items])
  useEffect(() => {
    const wanted = focusAfterMove.current
    if (wanted === null) return
    focusAfterMove.current = null
    const row = rowsRef.current.get(wanted.id)
    const target = row?.querySelector<HTMLElement>(`[data-control="${wanted.control}"]:not(:disabled)`)
    ;(target ?? row?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus()
  })

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const byId = new Map(order.map((item, index) => [item.id, { item, index }]))
  const labelOf = (id: UniqueIdentifier) => {
    const entry = byId.get(Number(id))
    return `« ${entry === undefined ? '' : itemLabel(entry.item)} »`
  }
  const placeOf = (id: UniqueIdentifier) => `position ${(byId.get(Number(id))?.index ?? 0) + 1} sur ${order.length}`

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= order.length || saving) return
    const previous = order
    const next = arrayMove([...order], from, to)
    setOrder(next)
    setSaving(true)
    try {
      await onReorder(next.map((item) => item.id))
    } catch {
      setOrder(previous)
    } finally {
      setSaving(false)
    }
  }

  function moveBy(item: T, step: -1 | 1) {
    const index = byId.get(item.id)?.index ?? 0
    focusAfterMove.current = { id: item.id, control: step < 0 ? 'up' : 'down' }
    setSpoken(`${labelOf(item.id)} : position ${index + step + 1} sur ${order.length}.`)
    void move(index, index + step)
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over === null) return
    const from = byId.get(Number(active.id))?.index
    const to = byId.get(Number(over.id))?.index
    if (from === undefined || to === undefined) return
    focusAfterMove.current = { id: Number(active.id), control: 'handle' }
    void move(from, to)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: frenchAnnouncements(labelOf, placeOf),
        screenReaderInstructions: { draggable: SORTABLE_INSTRUCTIONS },
      }}
    >
      <SortableContext items={order.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label} aria-busy={saving} id={listId}>
          {order.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={itemLabel(item)}
              first={index === 0}
              last={index === order.length - 1}
              disabled={saving}
              onMove={(step) => moveBy(item, step)}
              rowRef={(element) => {
                if (element === null) rowsRef.current.delete(item.id)
                else rowsRef.current.set(item.id, element)
              }}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </DndContext>
  )
}
