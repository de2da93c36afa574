import { HOME_BLOCK_ORDER } from '../../../contract/showcase-admin/home-blocks'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { OrderedListPage } from '../../kit/backoffice/ordered-list-page'
import { deleteTitleOf } from '../../kit/backoffice/resource-screen'
import { HOME_BLOCK_SCREEN, HOME_BLOCK_TYPE_LABELS, quotedTitle } from './home-block-fields'
import styles from './home-admin.module.css'

// Spec §2 `home`: the home page's blocks in their order on the site, reordered by drag or keyboard.

const INTRO =
  'Les blocs s’affichent sur la page d’accueil dans cet ordre. Déplacez-les avec la poignée (souris ou clavier) ' +
  'ou avec les boutons « Monter » et « Descendre » : chaque déplacement est enregistré aussitôt.'

export function HomeBlockListPage() {
  return (
    <OrderedListPage
      screen={HOME_BLOCK_SCREEN}
      orderResource={HOME_BLOCK_ORDER}
      intro={INTRO}
      label="Blocs de la page d’accueil, dans leur ordre"
      empty="Aucun bloc pour l’instant : la page d’accueil est vide."
      savedMessage={M.orderSaved}
      failedMessage={M.orderFailed}
      badge={(block) => <span className={styles.type}>{HOME_BLOCK_TYPE_LABELS[block.type]}</span>}
      deleteTitle={(block) => deleteTitleOf(HOME_BLOCK_SCREEN, quotedTitle(block))}
      deleteDescription="Le bloc disparaîtra de la page d’accueil. Cette action est définitive."
    />
  )
}
