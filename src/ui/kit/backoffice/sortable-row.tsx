import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import forms from '../forms/forms.module.css'
import styles from './sortable-list.module.css'

// One row of a SortableList (./sortable-list.tsx): its drag handle (mouse, or Space and the arrows),
// its content, and « Monter » / « Descendre », each named after the row for screen readers.

type RowProps = {
  readonly id: number
  readonly name: string
  readonly first: boolean
  readonly last: boolean
  readonly disabled: boolean
  readonly onMove: (step: -1 | 1) => void
  readonly rowRef: (element: HTMLElement | null) => void
  readonly children: ReactNode
}

export function SortableRow({ id, name, first, last, disabled, onMove, rowRef, children }: RowProps) {
  const sortable = useSortable({ id, disabled, attributes: { roleDescription: 'élément déplaçable' } })
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
  return (
    <li
      ref={(element) => {
        sortable.setNodeRef(element)
        rowRef(element)
      }}
      style={style}
      data-sortable-id={id}
      className={`${styles.row} ${sortable.isDragging ? styles.dragging : ''}`}
    >
      <button
        type="button"
        className={styles.handle}
        data-control="handle"
        aria-label={`Déplacer « ${name} »`}
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.content}>{children}</div>
      <div className={styles.moves}>
        <button
          type="button"
          className={`${forms.secondary} ${styles.move}`}
          data-control="up"
          aria-label={`Monter « ${name} »`}
          disabled={first}
          aria-disabled={disabled || undefined}
          onClick={() => onMove(-1)}
        >
          Monter
        </button>
        <button
          type="button"
          className={`${forms.secondary} ${styles.move}`}
          data-control="down"
          aria-label={`Descendre « ${name} »`}
          disabled={last}
          aria-disabled={disabled || undefined}
          onClick={() => onMove(1)}
        >
          Descendre
        </button>
      </div>
    </li>
  )
}
