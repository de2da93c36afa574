import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import forms from '../forms/forms.module.css'
import { BackofficePage } from './backoffice-layout'
import styles from './ordered-list-page.module.css'
import { OrderedResourceList } from './ordered-resource-list'
import { useRecordActions } from './record-actions'
import { type EditPath, RecordRowActions } from './record-row-actions'

/*
 * Back-office kit: the list page of an ordered resource (the home page's blocks, the partners), described
 * by its props like the other list pages (docs/decisions/059-descriptor-list-pages.md): the page with its
 * create link, a sentence on what the order means, then the OrderedResourceList whose rows show the
 * record's name (what `badge` and `detail` add before and after it) and its "Modifier" and "Supprimer".
 *
 *   <OrderedListPage resource={PARTNERS} orderResource={PARTNER_ORDER} title="Partenaires"
 *     create={{ to: '/vitrine/backoffice/partenariat/create', label: 'Ajouter un partenaire' }}
 *     intro="…" label="Partenaires, dans leur ordre d’affichage" empty="…" savedMessage="…" failedMessage="…"
 *     itemName={(partner) => partner.name} editTo="/vitrine/backoffice/partenariat/update/$id"
 *     deleteTitle={(partner) => `Supprimer le partenaire ${partner.name} ?`} deleteDescription="…" />
 */

type Item<R extends AdminResource> = ItemOf<R> & { readonly id: number; readonly version: number }

type OrderedListPageProps<R extends AdminResource> = {
  readonly resource: R
  /** The resource's PUT <path>/order. */
  readonly orderResource: AdminResource
  readonly title: string
  readonly create: { readonly to: NonNullable<LinkProps['to']>; readonly label: string }
  readonly intro: ReactNode
  /** The list's accessible name. */
  readonly label: string
  readonly empty: ReactNode
  readonly savedMessage: string
  readonly failedMessage: string
  /** The row's title, the name of its drag handle and of its actions. */
  readonly itemName: (item: Item<R>) => string
  readonly badge?: (item: Item<R>) => ReactNode
  readonly detail?: (item: Item<R>) => ReactNode
  readonly editTo: EditPath
  readonly deleteTitle: (item: Item<R>) => string
  readonly deleteDescription: string
}

export function OrderedListPage<R extends AdminResource>(props: OrderedListPageProps<R>) {
  const actions = useRecordActions(props.resource)
  return (
    <BackofficePage
      title={props.title}
      actions={
        <Link to={props.create.to} className={forms.button}>
          {props.create.label}
        </Link>
      }
    >
      <p className={styles.intro}>{props.intro}</p>
      <OrderedResourceList
        resource={props.resource}
        orderResource={props.orderResource}
        label={props.label}
        itemLabel={(item) => props.itemName(item as Item<R>)}
        empty={props.empty}
        savedMessage={props.savedMessage}
        failedMessage={props.failedMessage}
        renderItem={(row) => {
          const item = row as Item<R>
          return (
            <div className={styles.row}>
              {props.badge?.(item)}
              <span className={styles.title}>{props.itemName(item)}</span>
              {props.detail?.(item)}
              <span className={styles.actions}>
                <RecordRowActions
                  editTo={props.editTo}
                  id={item.id}
                  name={props.itemName(item)}
                  deleteTitle={props.deleteTitle(item)}
                  deleteDescription={props.deleteDescription}
                  onDelete={() => void actions.remove(item)}
                />
              </span>
            </div>
          )
        }}
      />
    </BackofficePage>
  )
}
