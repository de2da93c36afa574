import type { LinkProps } from '@tanstack/react-router'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import type { Crumb } from '../breadcrumbs/breadcrumbs'

/*
 * Back-office kit: what the list, create and update pages of one resource say of it and where they stand
 * (docs/decisions/059-descriptor-list-pages.md). The addresses and the French titles follow from it, the
 * same on every resource: the list at `path`, its "Créer …" link to `path/create`, each row's "Modifier" to
 * `path/update/$id`, "Supprimer l’enseigne X ?", "Modifier l’enseigne X", "Créer l’enseigne".
 *
 *   export const BRAND_SCREEN = resourceScreen(BRANDS, '/backoffice/brand',
 *     { title: 'Enseignes', create: 'Créer une enseigne', the: 'l’enseigne' }, (brand) => brand.name)
 */

type To = NonNullable<LinkProps['to']>
type CreatePath = Extract<To, `${string}/create`>
type EditPath = Extract<To, `${string}/update/$id`>

/** A list's address whose records' pages are `<path>/create` and `<path>/update/$id`. */
export type ResourcePath = {
  [K in To]: K extends `${infer List}/update/$id` ? (List extends To ? List : never) : never
}[To]

/** What the addresses and titles are made of, whatever the record. */
type ScreenWords = {
  readonly path: ResourcePath
  /** The list's title, and its crumb on the record's pages. */
  readonly title: string
  /** The crumbs before the list's. */
  readonly trail?: readonly Crumb[]
  /** The list's create link, and the create page's title ('Créer une enseigne'). */
  readonly create: string
  /** The record with its definite article ('l’enseigne'), in the titles and the submit button. */
  readonly the: string
}

export type ResourceScreen<R extends AdminResource> = ScreenWords & {
  readonly resource: R
  /** Names a record in the titles and in its row's controls. */
  readonly name: (record: ItemOf<R>) => string
}

/** Declares a screen: its resource (whose record type `name` reads), the list's address, its words. */
export function resourceScreen<R extends AdminResource>(
  resource: R,
  path: ResourcePath,
  words: Omit<ScreenWords, 'path'>,
  name: (record: ItemOf<R>) => string,
): ResourceScreen<R> {
  return { ...words, resource, path, name }
}

export const createPathOf = (screen: ScreenWords) => `${screen.path}/create` as CreatePath

export const editPathOf = (screen: ScreenWords) => `${screen.path}/update/$id` as EditPath

/** The list as the last crumb of its records' pages. */
export const listCrumbOf = (screen: ScreenWords): Crumb => ({ label: screen.title, to: screen.path })

export const createLabelOf = (screen: ScreenWords) => `Créer ${screen.the}`

export const updateTitleOf = (screen: ScreenWords, name: string) => `Modifier ${screen.the} ${name}`

export const deleteTitleOf = (screen: ScreenWords, name: string) => `Supprimer ${screen.the} ${name} ?`
