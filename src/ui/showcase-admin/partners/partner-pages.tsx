import { getRouteApi } from '@tanstack/react-router'
import { PARTNER_ORDER, PARTNERS } from '../../../contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { OrderedListPage } from '../../kit/backoffice/ordered-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import { EMPTY_PARTNER, PARTNER_FIELDS, PARTNER_LABELS, partnerValues } from './partner-fields'

// Spec §2 `partenariat`: the partners in the order the site lists them, their create and edit forms.

const PARTNER_SCREEN = resourceScreen(
  PARTNERS,
  '/vitrine/backoffice/partenariat',
  { title: 'Partenaires', create: 'Ajouter un partenaire', the: 'le partenaire' },
  (partner) => partner.name,
)

export function PartnerListPage() {
  return (
    <OrderedListPage
      screen={PARTNER_SCREEN}
      orderResource={PARTNER_ORDER}
      intro="Le site présente les partenaires dans cet ordre ; chaque déplacement est enregistré."
      label="Partenaires, dans leur ordre d’affichage"
      empty="Aucun partenaire pour l’instant."
      savedMessage={M.orderSaved}
      failedMessage={M.orderFailed}
      detail={(partner) => (partner.url === '' ? <span>Sans site web</span> : <a href={partner.url}>{partner.url}</a>)}
      deleteDescription="Le partenaire disparaîtra du site. Cette action est définitive."
    />
  )
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/partenariat/update/$id'), {
  screen: PARTNER_SCREEN,
  createLabel: 'Ajouter le partenaire',
  fields: PARTNER_FIELDS,
  emptyValues: EMPTY_PARTNER,
  values: partnerValues,
  history: { labels: PARTNER_LABELS },
})

export const PartnerCreatePage = PAGES.CreatePage
export const PartnerUpdatePage = PAGES.UpdatePage
