import { Link } from '@tanstack/react-router'
import { HOME_BLOCK_ORDER, HOME_BLOCKS, type HomeBlockAdminWire } from '../../../contract/showcase-admin/home-blocks'
import { HOME_ADMIN_MESSAGES as M } from '../../../domain/messages/showcase-admin-messages'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { OrderedResourceList } from '../../kit/backoffice/ordered-resource-list'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import forms from '../../kit/forms/forms.module.css'
import { HOME_BLOCK_TYPE_LABELS } from './home-block-fields'
import styles from './home-admin.module.css'

// Spec §2 `home`: the home page's blocks in their order on the site, reordered by drag or keyboard.

export function HomeBlockListPage() {
  const actions = useRecordActions(HOME_BLOCKS)
  return (
    <BackofficePage
      title="Accueil du site"
      actions={
        <Link to="/vitrine/backoffice/home/create" className={forms.button}>
          Créer un bloc
        </Link>
      }
    >
      <p className={styles.intro}>
        Les blocs s’affichent sur la page d’accueil dans cet ordre. Déplacez-les avec la poignée (souris ou clavier) ou
        avec les boutons « Monter » et « Descendre » : chaque déplacement est enregistré aussitôt.
      </p>
      <OrderedResourceList
        resource={HOME_BLOCKS}
        orderResource={HOME_BLOCK_ORDER}
        label="Blocs de la page d’accueil, dans leur ordre"
        itemLabel={(block) => block.title}
        empty="Aucun bloc pour l’instant : la page d’accueil est vide."
        savedMessage={M.orderSaved}
        failedMessage={M.orderFailed}
        renderItem={(block: HomeBlockAdminWire) => (
          <div className={styles.row}>
            <span className={styles.type}>{HOME_BLOCK_TYPE_LABELS[block.type]}</span>
            <span className={styles.title}>{block.title}</span>
            <span className={styles.actions}>
              <RecordRowActions
                editTo="/vitrine/backoffice/home/update/$id"
                id={block.id}
                name={block.title}
                deleteTitle={`Supprimer le bloc « ${block.title} » ?`}
                deleteDescription="Le bloc disparaîtra de la page d’accueil. Cette action est définitive."
                onDelete={() => void actions.remove(block)}
              />
            </span>
          </div>
        )}
      />
    </BackofficePage>
  )
}
