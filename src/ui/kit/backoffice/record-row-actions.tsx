import { Link, type LinkProps } from '@tanstack/react-router'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'
import forms from '../forms/forms.module.css'

/*
 * Back-office kit: the "Modifier" link and the confirmed "Supprimer" of one row of a ResourceTable.
 *
 *   rowActions={(brand) => (
 *     <RecordRowActions editTo="/backoffice/brand/update/$id" id={brand.id} name={brand.name}
 *       deleteTitle={`Supprimer l’enseigne ${brand.name} ?`} deleteDescription="…" onDelete={() => remove(brand)} />
 *   )}
 *
 * Both controls are named after the record ("Modifier Maison Lemoine"), so a screen reader's list of
 * links and buttons tells the rows apart.
 */

export type EditPath = Extract<NonNullable<LinkProps['to']>, `${string}/update/$id`>

type RecordRowActionsProps = {
  readonly editTo: EditPath
  readonly id: number
  readonly name: string
  readonly deleteTitle: string
  readonly deleteDescription: string
  readonly onDelete: () => void
}

export function RecordRowActions({
  editTo,
  id,
  name,
  deleteTitle,
  deleteDescription,
  onDelete,
}: RecordRowActionsProps) {
  return (
    <>
      <Link to={editTo} params={{ id: String(id) }} aria-label={`Modifier ${name}`}>
        Modifier
      </Link>
      <ConfirmDialog
        trigger={
          <button type="button" className={forms.danger} aria-label={`Supprimer ${name}`}>
            Supprimer
          </button>
        }
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel="Supprimer"
        onConfirm={onDelete}
      />
    </>
  )
}
