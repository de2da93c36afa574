import { HOME_BLOCK_ORDER, HOME_BLOCKS } from '../../../contract/showcase-admin/home-blocks'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { OrderedListPage } from '../../kit/backoffice/ordered-list-page'
import { HOME_BLOCK_TYPE_LABELS } from './home-block-fields'
import styles from './home-admin.module.css'

// Spec §2 `home`: the home page's blocks in their order on the site, reordered by drag or keyboard.

const INTRO =
  'Les blocs s’affichent sur la page d’accueil dans cet ordre. Déplacez-les avec la poignée (souris ou clavier) ' +
  'ou avec les boutons « Monter » et « Descendre » : chaque déplacement est enregistré aussitôt.'

export function HomeBlockListPage() {
  return (
    <OrderedListPage
      resource={HOME_BLOCKS}
      orderResource={HOME_BLOCK_ORDER}
      title="Accueil du site"
      create={{ to: '/vitrine/backoffice/home/create', label: 'Créer un bloc' }}
      intro={INTRO}
      label="Blocs de la page d’accueil, dans leur ordre"
      empty="Aucun bloc pour l’instant : la page d’accueil est vide."
      savedMessage={M.orderSaved}
      failedMessage={M.orderFailed}
      itemName={(block) => block.title}
      badge={(block) => <span className={styles.type}>{HOME_BLOCK_TYPE_LABELS[block.type]}</span>}
      editTo="/vitrine/backoffice/home/update/$id"
      deleteTitle={(block) => `Supprimer le bloc « ${block.title} » ?`}
      deleteDescription="Le bloc disparaîtra de la page d’accueil. Cette action est définitive."
    />
  )
}
