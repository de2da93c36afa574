import type { ProofLineWire, ProofRoundWire } from '../../../contract/portal/proofs'
import { formatMoment } from '../../kit/format/dates'
import { useProofFiles } from './proof-files'
import { ProofSendForm } from './proof-send-form'
import { ProofStateBadge } from './proof-state-badge'
import styles from './proofs.module.css'

// One order line that needs a proof, on the order's page: its state, the artwork it prints, every round
// sent (V1 first) with the customer's answer, and the form for the next round until it is approved.

const ANSWERS = { approved: 'BAT validé', changes_requested: 'Modification demandée' } as const

function Round({ round, onOpen }: { round: ProofRoundWire; onOpen: () => void }) {
  const sentAt = formatMoment(round.sent_at)
  return (
    <li className={styles.round}>
      <p>
        <strong>V{round.version}</strong> envoyé le <time dateTime={round.sent_at}>{sentAt}</time> par {round.sent_by}
      </p>
      {round.note === null ? null : <p className={styles.text}>Note : {round.note}</p>}
      {round.answer === null ? (
        <p>En attente de réponse</p>
      ) : (
        <p>
          {ANSWERS[round.answer]}
          {round.answered_at === null ? '' : ` le ${formatMoment(round.answered_at)}`}
          {round.answered_by === null ? '' : ` par ${round.answered_by}`}
        </p>
      )}
      {round.comment === null ? null : <p className={styles.text}>Commentaire : {round.comment}</p>}
      <button type="button" className={styles.linkButton} onClick={onOpen}>
        Ouvrir le BAT V{round.version}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </button>
    </li>
  )
}

export function ProofLinePanel({ line }: { line: ProofLineWire }) {
  const files = useProofFiles()
  const titleId = `bat-ligne-${line.line_id}`
  const { artwork } = line
  return (
    <article className={styles.line} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.lineTitle}>
        {line.product_name} — {line.option_label} ({line.product_reference}) × {line.quantity}
      </h3>
      <p>
        État : <ProofStateBadge state={line.state} />
      </p>
      {line.carried_over === null ? null : <p>{line.carried_over}</p>}
      <p>
        Fichier :{' '}
        {artwork === null ? (
          'fichier à venir'
        ) : (
          <button type="button" className={styles.linkButton} onClick={() => void files.openArtwork(artwork.id)}>
            {artwork.file_name}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </button>
        )}
      </p>
      {line.rounds.length === 0 ? (
        <p>Aucun BAT envoyé pour cette ligne.</p>
      ) : (
        <ol className={styles.rounds} aria-label={`BAT envoyés pour ${line.product_name}`}>
          {line.rounds.map((round) => (
            <Round key={round.version} round={round} onOpen={() => void files.openRound(line.line_id, round.version)} />
          ))}
        </ol>
      )}
      {line.state === 'approved' ? null : <ProofSendForm line={line} />}
    </article>
  )
}
