import { Link, type LinkProps } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import type { RunUseCase } from '../../app/router/router-context'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import type { Crumb } from '../breadcrumbs/breadcrumbs'
import forms from '../forms/forms.module.css'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { LoadingState } from '../list-states/list-states'
import { BackofficePage } from './backoffice-layout'
import type { ListDefaults, ListPaging } from './list-search'
import { useRecordActions } from './record-actions'
import { RecordRowActions } from './record-row-actions'
import { type ResourceColumn, ResourceTable } from './resource-table'
import type { BulkAction, ListFilter } from './resource-table-parts'
import { createPathOf, deleteTitleOf, editPathOf, type ResourceScreen } from './resource-screen'

/*
 * Back-office kit: one list page (title, "Créer …" link, ResourceTable) described by a constant
 * (docs/decisions/059-descriptor-list-pages.md).
 *
 *   const route = getRouteApi('/backoffice/brand/')
 *   export const BrandListPage = resourceListPage(route, {
 *     resource: BRANDS, title: 'Enseignes', create: { to: '/backoffice/brand/create', label: 'Créer une enseigne' },
 *     table: 'brands', caption: 'Liste des enseignes', columns: COLUMNS, defaults: BRAND_LIST_DEFAULTS,
 *     recordActions: { editTo: '/backoffice/brand/update/$id', name: (brand) => brand.name, ... },
 *   })
 *
 * The search params stay the route's (./list-search.ts); the page merges each change of the table into them.
 */

type To = NonNullable<LinkProps['to']>
type CreatePath = Extract<To, `${string}/create`>
type EditPath = Extract<To, `${string}/update/$id`>
type Versioned = { readonly id: number; readonly version: number }

/** The "Modifier" link and the confirmed "Supprimer" of each row (./record-row-actions.tsx). */
export type ListRecordActions<Row> = {
  readonly editTo: EditPath
  /** Names the record in both controls' accessible names and the dialog's title. */
  readonly name: (row: Row) => string
  readonly deleteTitle: (name: string) => string
  readonly deleteDescription: string | ((row: Row) => string)
}

/** A bulk action; without `run`, the resource's bulk endpoint with the action's id. */
export type ListBulkAction = Omit<BulkAction, 'run'> & {
  readonly run?: (ids: readonly number[], runUseCase: RunUseCase) => Promise<string>
}

export type ListPage<R extends AdminResource, S extends ListPaging> = {
  readonly resource: R
  readonly title: string
  readonly trail?: readonly Crumb[]
  readonly create?: { readonly to: CreatePath; readonly label: string }
  /** Plain links after the create button (e.g. a sub-list). */
  readonly links?: readonly { readonly to: To; readonly label: string }[]
  /** What stands between the title and the table (a lead, an upload form). */
  readonly intro?: ReactNode
  /** Names the table for the column chooser's memory. */
  readonly table: string
  readonly caption: string
  readonly columns: readonly ResourceColumn<ItemOf<R>>[]
  readonly defaults: ListDefaults<NonNullable<S['sort']>>
  /** Filters that belong to no column. */
  readonly filters?: readonly ListFilter[]
  /** A hook giving filters whose choices are read; undefined while the table must wait for them. */
  readonly useFilters?: (search: S) => readonly ListFilter[] | undefined
  readonly exportName?: string
  readonly recordActions?: ListRecordActions<ItemOf<R>>
  /** Row controls other than "Modifier" and "Supprimer" (used instead of recordActions). */
  readonly rowActions?: (row: ItemOf<R>, remove: (record: Versioned) => Promise<void>) => ReactNode
  readonly bulkActions?: readonly ListBulkAction[]
  /** The next address once a change is merged, when one filter depends on another. */
  readonly nextSearch?: (next: S, previous: S) => S
}

type TextKey<Row> = { [K in keyof Row]-?: Row[K] extends string ? K : never }[keyof Row] & string

/** The column that names each row: always shown, sorted by its field, and the list's text search `q`. */
export function nameColumn<Row>(field: TextKey<Row>, header: string, searchLabel = header): ResourceColumn<Row> {
  return {
    id: field,
    header,
    cell: (row) => row[field] as string,
    sortKey: field,
    hideable: false,
    filter: { param: 'q', label: searchLabel },
  }
}

/** The choices of a filter on a yes/no field: the address holds 'true' or 'false'. */
export function booleanChoices(yes: string, no: string) {
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ] as const
}

/** Activation of the selected records, and their confirmed deactivation (the bulk `activate` / `deactivate`). */
export function activationActions(deactivation: { readonly title: string; readonly description: string }) {
  return [
    { id: 'activate', label: 'Activer la sélection' },
    { id: 'deactivate', label: 'Désactiver la sélection', confirm: { ...deactivation, confirmLabel: 'Désactiver' } },
  ] as const satisfies readonly ListBulkAction[]
}

/** The slice of a route (getRouteApi or a file route) the page reads and writes its search params with. */
export type ListRoute<S> = {
  readonly useSearch: () => S
  readonly useNavigate: () => (options: {
    search: (previous: NoInfer<S>) => NoInfer<S>
    replace?: boolean
  }) => Promise<void>
}

/**
 * The page component of one list, the `component` of its route. Declare the constant with this type
 * (`export const BrandListPage: ListPageComponent = resourceListPage(...)`): the route's search type
 * comes from the route tree, which names the component, and TypeScript needs one of the two given.
 */
export type ListPageComponent = () => ReactNode

export function resourceListPage<R extends AdminResource, S extends ListPaging>(
  route: ListRoute<S>,
  page: ListPage<R, NoInfer<S>>,
): ListPageComponent {
  const filters = page.filters ?? []
  const useFilters = page.useFilters ?? (() => filters)
  return function ResourceListPage() {
    const search = route.useSearch()
    const navigate = route.useNavigate()
    const actions = useRecordActions(page.resource)
    const runUseCase = useRunUseCase()
    const shownFilters = useFilters(search)
    const onSearch = (patch: Partial<S>, options?: { readonly replace?: boolean }) =>
      void navigate({
        search: (previous) => {
          const next = { ...previous, ...patch }
          return page.nextSearch === undefined ? next : page.nextSearch(next, previous)
        },
        replace: options?.replace,
      })
    const bulkActions = page.bulkActions?.map(
      ({ run, ...action }): BulkAction => ({
        ...action,
        run: run === undefined ? actions.bulk(action.id) : (ids) => run(ids, runUseCase),
      }),
    )
    const record = page.recordActions
    const rowActions =
      page.rowActions === undefined
        ? record === undefined
          ? undefined
          : (row: ItemOf<R>) => {
              const name = record.name(row)
              const { id } = row as Versioned
              const description = record.deleteDescription
              return (
                <RecordRowActions
                  editTo={record.editTo}
                  id={id}
                  name={name}
                  deleteTitle={record.deleteTitle(name)}
                  deleteDescription={typeof description === 'string' ? description : description(row)}
                  onDelete={() => void actions.remove(row as Versioned)}
                />
              )
            }
        : (row: ItemOf<R>) => page.rowActions?.(row, actions.remove)
    return (
      <BackofficePage title={page.title} trail={page.trail} actions={headerLinks(page)}>
        {page.intro}
        {shownFilters === undefined ? (
          <LoadingState />
        ) : (
          <ResourceTable
            resource={page.resource}
            table={page.table}
            caption={page.caption}
            columns={page.columns}
            filters={shownFilters}
            search={search}
            defaults={page.defaults}
            onSearch={onSearch}
            exportName={page.exportName}
            rowActions={rowActions}
            bulkActions={bulkActions}
          />
        )}
      </BackofficePage>
    )
  }
}

/** A list page whose resource, title, crumbs, create link and row actions follow from its screen. */
export type ScreenListPage<R extends AdminResource, S extends ListPaging> = Omit<
  ListPage<R, S>,
  'resource' | 'title' | 'trail' | 'create' | 'recordActions'
> & {
  readonly screen: ResourceScreen<R>
  /** The row's delete dialog's text, under its title « Supprimer l’enseigne X ? ». */
  readonly deleteDescription: ListRecordActions<ItemOf<R>>['deleteDescription']
}

/** resourceListPage for the list of a resource's screen (./resource-screen.ts). */
export function screenListPage<R extends AdminResource, S extends ListPaging>(
  route: ListRoute<S>,
  { screen, deleteDescription, ...page }: ScreenListPage<R, NoInfer<S>>,
): ListPageComponent {
  return resourceListPage(route, {
    ...page,
    resource: screen.resource,
    title: screen.title,
    trail: screen.trail,
    create: { to: createPathOf(screen), label: screen.create },
    recordActions: {
      editTo: editPathOf(screen),
      name: screen.name,
      deleteTitle: (name) => deleteTitleOf(screen, name),
      deleteDescription,
    },
  })
}

/** The create button beside the title, then the page's other links. */
function headerLinks(page: Pick<ListPage<AdminResource, ListPaging>, 'create' | 'links'>): ReactNode {
  if (page.create === undefined) return undefined
  return (
    <>
      <Link to={page.create.to} className={forms.button}>
        {page.create.label}
      </Link>
      {page.links?.map((link) => (
        <Fragment key={link.to}>
          {' '}
          <Link to={link.to}>{link.label}</Link>
        </Fragment>
      ))}
    </>
  )
}
