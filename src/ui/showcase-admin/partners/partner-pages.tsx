import { getRouteApi } from '@tanstack/react-router'
import { PARTNER_ORDER, PARTNERS } from '../../../contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { OrderedListPage } from '../../kit/backoffice/ordered-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { EMPTY_PARTNER, PARTNER_FIELDS, PARTNER_LABELS, partnerValues } from './partner-fields'

// Spec §2 `partenariat`: the partners in the order the site lists them, their create and edit forms.

const LIST = '/vitrine/backoffice/partenariat'
const PARTNERS_CRUMB = { label: 'Partenaires', to: LIST } as const

export function PartnerListPage() {
  return (
    <OrderedListPage
      resource={PARTNERS}
      orderResource={PARTNER_ORDER}
      title="Partenaires"
      create={{ to: '/vitrine/backoffice/partenariat/create', label: 'Ajouter un partenaire' }}
      intro="Le site présente les partenaires dans cet ordre ; chaque déplacement est enregistré."
      label="Partenaires, dans leur ordre d’affichage"
      empty="Aucun partenaire pour l’instant."
      savedMessage={M.orderSaved}
      failedMessage={M.orderFailed}
      itemName={(partner) => partner.name}
      detail={(partner) => (partner.url === '' ? <span>Sans site web</span> : <a href={partner.url}>{partner.url}</a>)}
      editTo="/vitrine/backoffice/partenariat/update/$id"
      deleteTitle={(partner) => `Supprimer le partenaire ${partner.name} ?`}
      deleteDescription="Le partenaire disparaîtra du site. Cette action est définitive."
    />
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
