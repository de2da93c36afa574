import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'

// What screen readers hear of a SortableList (./sortable-list.tsx), in French: how to move a row with
// the keyboard, then each step of a move. `labelOf` names a row (« Titre »), `placeOf` its position.

export const SORTABLE_INSTRUCTIONS =
  'Pour déplacer un élément, appuyez sur Espace ou Entrée pour le saisir, ' +
  'puis sur les flèches haut et bas pour le déplacer, et sur Espace ou Entrée pour le déposer. ' +
  'Échap annule le déplacement.'

export function frenchAnnouncements(
  labelOf: (id: UniqueIdentifier) => string,
  placeOf: (id: UniqueIdentifier) => string,
) {
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${labelOf(active.id)} saisi, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over === null
        ? `${labelOf(active.id)} n’est au-dessus d’aucune position.`
        : `${labelOf(active.id)} : ${placeOf(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over === null ? `${labelOf(active.id)} déposé à sa place.` : `${labelOf(active.id)} déposé, ${placeOf(over.id)}.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${labelOf(active.id)} revient à sa place.`,
  }
  return announcements
}
