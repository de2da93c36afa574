import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { PARTNER_ORDER, PARTNERS, type PartnerAdminWire } from '../../../contract/showcase-admin/partners'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { OrderedResourceList } from '../../kit/backoffice/ordered-resource-list'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordForm } from '../../kit/backoffice/record-form'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../../backoffice/backoffice.queries'
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

export function PartnerCreatePage() {
  return (
    <BackofficePage title="Ajouter un partenaire" trail={[PARTNERS_CRUMB]}>
      <RecordForm
        resource={PARTNERS}
        listPath={LIST}
        record={null}
        createLabel="Ajouter le partenaire"
        fields={PARTNER_FIELDS}
        initialValues={EMPTY_PARTNER}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/partenariat/update/$id')

export function PartnerUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: partner } = useSuspenseQuery(resourceRecordQuery(runUseCase, PARTNERS, id))
  return (
    <BackofficePage title={`Modifier le partenaire ${partner.name}`} trail={[PARTNERS_CRUMB]}>
      <RecordForm
        resource={PARTNERS}
        listPath={LIST}
        record={partner}
        fields={PARTNER_FIELDS}
        initialValues={partnerValues(partner)}
      />
      <HistoryPanel resource={PARTNERS} id={partner.id} labels={PARTNER_LABELS} />
    </BackofficePage>
  )
}
