import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ProofGateway } from '../../../application/portal/ports/proof-gateway'
import type { ProofLineWire, ProofRoundWire } from '../../../contract/portal/proofs'
import { formatMoment } from '../../kit/format/dates'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { handOverFile } from '../../kit/files/hand-over-file'
import { ProofAnswer } from './proof-answer'
import styles from './proofs.module.css'

const ANSWERS = { approved: 'BAT validé', changes_requested: 'Modification demandée' } as const

// The PDF is read with the caller's token (a bare link carries none), then opened in a new tab.
function useOpenProof(lineId: number) {
  const runUseCase = useRunUseCase()
  const notifyFailure = useFailureNotice()
  return async (version: number) => {
    try {
      const blob = await runUseCase(ProofGateway.use((proofs) => proofs.proofFile(lineId, version)))
      handOverFile(blob, { type: 'application/pdf' })
    } catch (thrown) {
      notifyFailure(thrown, `Le BAT V${version} n’a pas pu être ouvert.`)
    }
  }
}

function Round({ round, onOpen }: { round: ProofRoundWire; onOpen: (version: number) => void }) {
  return (
    <li className={styles.round}>
      <p>
        <strong>V{round.version}</strong> envoyé le {formatMoment(round.sent_at)} par {round.sent_by}
      </p>
      {round.note === null ? null : <p>Note : {round.note}</p>}
      {round.answer === null ? (
        <p>En attente de réponse</p>
      ) : (
        <p>
          {ANSWERS[round.answer]} le {round.answered_at === null ? '' : formatMoment(round.answered_at)} par{' '}
          {round.answered_by}
        </p>
      )}
      {round.comment === null ? null : <p>Commentaire : {round.comment}</p>}
      <button type="button" className={styles.linkButton} onClick={() => onOpen(round.version)}>
        Ouvrir le BAT V{round.version}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </button>
    </li>
  )
}

/** One order line needing a proof: what it prints, where its proof stands, every round, the answer. */
export function ProofLineCard({ line: listed }: { line: ProofLineWire }) {
  const [line, setLine] = useState(listed)
  const open = useOpenProof(line.line_id)
  const status = useRef<HTMLParagraphElement>(null)
  const [answered, setAnswered] = useState<string | null>(null)
  const titleId = `proof-line-${line.line_id}`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {line.product_name} — {line.option_label}
      </h2>
      <dl className={styles.facts}>
        <dt>Commande</dt>
        <dd>
          <Link to="/account/order/$orderId" params={{ orderId: String(line.order_id) }}>
            {line.order_number}
          </Link>
        </dd>
        <dt>Magasin</dt>
        <dd>{line.shop.name}</dd>
        <dt>Quantité</dt>
        <dd>{line.quantity}</dd>
        <dt>Fichier</dt>
        <dd>{line.artwork === null ? 'Fichier à venir' : line.artwork.file_name}</dd>
        <dt>État</dt>
        <dd>
          <span className={styles.badge} data-state={line.state}>
            {line.state_label}
          </span>
          {line.carried_over === null ? null : <span> {line.carried_over}</span>}
        </dd>
      </dl>
      <p ref={status} tabIndex={-1} role="status" className={styles.status}>
        {answered}
      </p>
      {line.rounds.length === 0 ? (
        <p>Aucun BAT envoyé pour le moment.</p>
      ) : (
        <ol className={styles.rounds} aria-label={`Versions du BAT, ${line.order_number}`}>
          {line.rounds.map((round) => (
            <Round key={round.version} round={round} onOpen={(version) => void open(version)} />
          ))}
        </ol>
      )}
      {line.can_answer && answered === null ? (
        <ProofAnswer
          line={line}
          onAnswered={(next, message) => {
            setLine(next)
            setAnswered(message)
            requestAnimationFrame(() => status.current?.focus())
          }}
        />
      ) : null}
    </article>
  )
}
