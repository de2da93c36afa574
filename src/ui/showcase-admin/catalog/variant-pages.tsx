import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { SHOWCASE_ATTRIBUTES } from '../../../contract/showcase-admin/catalog-attributes'
import { productVariantsResource, SHOWCASE_PRODUCTS } from '../../../contract/showcase-admin/catalog-products'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { failureText } from '../../kit/backoffice/kit-failures'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { ResourceForm } from '../../kit/backoffice/resource-form'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import forms from '../../kit/forms/forms.module.css'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { useRecord } from '../../kit/backoffice/use-route-record'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { backofficeKeys, resourceListQuery, resourceRecordQuery } from '../../kit/backoffice/resource.queries'
import styles from './catalog-admin.module.css'
import { EMPTY_VARIANT, VARIANT_FIELDS, variantValues, variantValuesGroup } from './product-fields'

// A product's variants (spec §2): listed under the product's form, each edited at
// /vitrine/backoffice/product/update/{id}/update/{idVariant}, created at .../update/{id}/create.

const size = (value: number | null) => (value === null ? '—' : `${value} mm`)

export function ProductVariantsSection({ productId }: { productId: number }) {
  const runUseCase = useRunUseCase()
  const resource = productVariantsResource(productId)
  const query = useQuery(resourceListQuery(runUseCase, resource, {}))
  const actions = useRecordActions(resource)
  const rows = query.data?.rows ?? []
  return (
    <section className={styles.section} aria-labelledby="variantes">
      <h2 id="variantes">Variantes</h2>
      <p>
        <Link
          to="/vitrine/backoffice/product/update/$id/create"
          params={{ id: String(productId) }}
          className={forms.button}
        >
          Ajouter une variante
        </Link>
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={failureText(query.error, 'Impossible de charger les variantes.')}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>Ce produit n’a pas encore de variante.</EmptyState>
      ) : (
        <table className={styles.tree}>
          <caption>Variantes du produit ({rows.length})</caption>
          <thead>
            <tr>
              <th scope="col">Référence</th>
              <th scope="col">Largeur</th>
              <th scope="col">Hauteur</th>
              <th scope="col">Profondeur</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((variant) => (
              <tr key={variant.id}>
                <th scope="row">{variant.reference}</th>
                <td>{size(variant.width_mm)}</td>
                <td>{size(variant.height_mm)}</td>
                <td>{size(variant.depth_mm)}</td>
                <td>
                  <Link
                    to="/vitrine/backoffice/product/update/$id/update/$idVariant"
                    params={{ id: String(productId), idVariant: String(variant.id) }}
                    aria-label={`Modifier la variante ${variant.reference}`}
                  >
                    Modifier
                  </Link>
                  <ConfirmDialog
                    trigger={
                      <button
                        type="button"
                        className={forms.danger}
                        aria-label={`Supprimer la variante ${variant.reference}`}
                      >
                        Supprimer
                      </button>
                    }
                    title={`Supprimer la variante ${variant.reference} ?`}
                    description="La variante disparaîtra de la fiche produit. Cette action est définitive."
                    confirmLabel="Supprimer"
                    onConfirm={() => void actions.remove(variant)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** The variant form, saved through the generic gateway, then back to the product's page. */
function VariantForm({ productId, variant }: { productId: number; variant: { id: number; version: number } | null }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const resource = productVariantsResource(productId)
  const attributes = useSuspenseQuery(resourceListQuery(runUseCase, SHOWCASE_ATTRIBUTES, {})).data.rows
  const record = useQuery({
    ...resourceRecordQuery(runUseCase, resource, variant?.id ?? 0),
    enabled: variant !== null,
  })
  const back = async () => {
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })
    await navigate({ to: '/vitrine/backoffice/product/update/$id', params: { id: String(productId) } })
  }
  const current = variant === null ? null : record.data
  if (variant !== null && current === undefined) return <LoadingState />
  return (
    <ResourceForm
      key={current?.version ?? 'new'}
      fields={VARIANT_FIELDS}
      groups={[variantValuesGroup(attributes)]}
      initialValues={current ? variantValues(current) : EMPTY_VARIANT}
      schema={current ? resource.updateBody : resource.createBody}
      extraBody={current ? { version: current.version } : undefined}
      save={(body) =>
        runUseCase(
          BackofficeGateway.use((gateway) =>
            current ? gateway.update(resource, current.id, body as never) : gateway.create(resource, body as never),
          ),
        )
      }
      successMessage={current ? M.variantSaved : M.variantCreated}
      onSaved={back}
      submitLabel={current ? 'Enregistrer' : 'Créer la variante'}
      secondaryAction={
        <Link
          to="/vitrine/backoffice/product/update/$id"
          params={{ id: String(productId) }}
          className={forms.secondary}
        >
          Retour au produit
        </Link>
      }
    />
  )
}

const createRoute = getRouteApi('/vitrine/backoffice/product/update/$id/create')
const updateRoute = getRouteApi('/vitrine/backoffice/product/update/$id/update/$idVariant')

function useProductCrumbs(productId: number) {
  const product = useRecord(SHOWCASE_PRODUCTS, productId)
  const crumbs = [
    { label: 'Produits', to: '/vitrine/backoffice/product' },
    { label: product.name, to: '/vitrine/backoffice/product/update/$id', params: { id: String(productId) } },
  ] as const
  return { product, crumbs }
}

export function VariantCreatePage() {
  const { id } = createRoute.useLoaderData()
  const { product, crumbs } = useProductCrumbs(id)
  return (
    <BackofficePage title={`Ajouter une variante à ${product.name}`} trail={crumbs}>
      <VariantForm productId={id} variant={null} />
    </BackofficePage>
  )
}

export function VariantUpdatePage() {
  const { id, idVariant } = updateRoute.useLoaderData()
  const { product, crumbs } = useProductCrumbs(id)
  const resource = productVariantsResource(id)
  const variant = useRecord(resource, idVariant)
  return (
    <BackofficePage title={`Modifier la variante ${variant.reference} de ${product.name}`} trail={crumbs}>
      <VariantForm productId={id} variant={variant} />
      <HistoryPanel resource={resource} id={variant.id} />
    </BackofficePage>
  )
}
