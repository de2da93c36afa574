import { getRouteApi, Link } from '@tanstack/react-router'
import { PARTNER_ORDER, PARTNERS, type PartnerAdminWire } from '../../../contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { OrderedResourceList } from '../../kit/backoffice/ordered-resource-list'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import forms from '../../kit/forms/forms.module.css'
import styles from '../home/home-admin.module.css'
import { EMPTY_PARTNER, PARTNER_FIELDS, PARTNER_LABELS, partnerValues } from './partner-fields'

// Spec §2 `partenariat`: the partners in the order the site lists them, their create and edit forms.

const LIST = '/vitrine/backoffice/partenariat'
const PARTNERS_CRUMB = { label: 'Partenaires', to: LIST } as const

export function PartnerListPage() {
  const actions = useRecordActions(PARTNERS)
  return (
    <BackofficePage
      title="Partenaires"
      actions={
        <Link to="/vitrine/backoffice/partenariat/create" className={forms.button}>
          Ajouter un partenaire
        </Link>
      }
    >
      <p className={styles.intro}>
        Le site présente les partenaires dans cet ordre ; chaque déplacement est enregistré.
      </p>
      <OrderedResourceList
        resource={PARTNERS}
        orderResource={PARTNER_ORDER}
        label="Partenaires, dans leur ordre d’affichage"
        itemLabel={(partner) => partner.name}
        empty="Aucun partenaire pour l’instant."
        savedMessage={M.orderSaved}
        failedMessage={M.orderFailed}
        renderItem={(partner: PartnerAdminWire) => (
          <div className={styles.row}>
            <span className={styles.title}>{partner.name}</span>
            {partner.url === '' ? <span>Sans site web</span> : <a href={partner.url}>{partner.url}</a>}
            <span className={styles.actions}>
              <RecordRowActions
                editTo="/vitrine/backoffice/partenariat/update/$id"
                id={partner.id}
                name={partner.name}
                deleteTitle={`Supprimer le partenaire ${partner.name} ?`}
                deleteDescription="Le partenaire disparaîtra du site. Cette action est définitive."
                onDelete={() => void actions.remove(partner)}
              />
            </span>
          </div>
        )}
      />
    </BackofficePage>
  )
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/partenariat/update/$id'), {
  resource: PARTNERS,
  list: PARTNERS_CRUMB,
  createTitle: 'Ajouter un partenaire',
  createLabel: 'Ajouter le partenaire',
  updateTitle: (partner) => `Modifier le partenaire ${partner.name}`,
  fields: PARTNER_FIELDS,
  emptyValues: EMPTY_PARTNER,
  values: partnerValues,
  history: { labels: PARTNER_LABELS },
})

export const PartnerCreatePage = PAGES.CreatePage
export const PartnerUpdatePage = PAGES.UpdatePage
