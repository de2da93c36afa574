import type { ReactNode } from 'react'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import styles from './ordered-list-page.module.css'
import { OrderedResourceList } from './ordered-resource-list'
import { useRecordActions } from './record-actions'
import { RecordRowActions } from './record-row-actions'
import { deleteTitleOf, editPathOf, type ResourceScreen } from './resource-screen'
import { ScreenListFrame } from './screen-list-frame'

/*
 * Back-office kit: the list page of an ordered resource (the home page's blocks, the partners), described
 * by its props like the other list pages (docs/decisions/059-descriptor-list-pages.md): the page with its
 * create link, a sentence on what the order means, then the OrderedResourceList whose rows show the
 * record's name (what `badge` and `detail` add before and after it) and its "Modifier" and "Supprimer";
 * title, links and names follow from the resource's screen (./resource-screen.ts).
 *
 *   <OrderedListPage screen={PARTNER_SCREEN} orderResource={PARTNER_ORDER} intro="…"
 *     label="Partenaires, dans leur ordre d’affichage" empty="…" savedMessage="…" failedMessage="…"
 *     deleteDescription="…" />
 */

type Item<R extends AdminResource> = ItemOf<R> & { readonly id: number; readonly version: number }

type OrderedListPageProps<R extends AdminResource> = {
  readonly screen: ResourceScreen<R>
  /** The resource's PUT <path>/order. */
  readonly orderResource: AdminResource
  readonly intro: ReactNode
  /** The list's accessible name. */
  readonly label: string
  readonly empty: ReactNode
  readonly savedMessage: string
  readonly failedMessage: string
  readonly badge?: (item: Item<R>) => ReactNode
  readonly detail?: (item: Item<R>) => ReactNode
  /** The delete dialog's title, when it names the record otherwise than the screen does. */
  readonly deleteTitle?: (item: Item<R>) => string
  readonly deleteDescription: string
}

export function OrderedListPage<R extends AdminResource>(props: OrderedListPageProps<R>) {
  const { screen } = props
  const actions = useRecordActions(screen.resource)
  // The row's title, the name of its drag handle and of its actions.
  const itemName = (item: Item<R>) => screen.name(item)
  const deleteTitle = props.deleteTitle ?? ((item: Item<R>) => deleteTitleOf(screen, itemName(item)))
  return (
    <ScreenListFrame screen={screen}>
      <p className={styles.intro}>{props.intro}</p>
      <OrderedResourceList
        resource={screen.resource}
        orderResource={props.orderResource}
        label={props.label}
        itemLabel={(item) => itemName(item as Item<R>)}
        empty={props.empty}
        savedMessage={props.savedMessage}
        failedMessage={props.failedMessage}
        renderItem={(row) => {
          const item = row as Item<R>
          return (
            <div className={styles.row}>
              {props.badge?.(item)}
              <span className={styles.title}>{itemName(item)}</span>
              {props.detail?.(item)}
              <span className={styles.actions}>
                <RecordRowActions
                  editTo={editPathOf(screen)}
                  id={item.id}
                  name={itemName(item)}
                  deleteTitle={deleteTitle(item)}
                  deleteDescription={props.deleteDescription}
                  onDelete={() => void actions.remove(item)}
                />
              </span>
            </div>
          )
        }}
      />
    </ScreenListFrame>
  )
}
