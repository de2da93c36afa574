// What other features may use of platform/proofs/ (docs/decisions/016-server-feature-folders.md): the proof
// lines' shared read (docs/decisions/076-proof-approval.md).
export type { ProofArtworkRecord, ProofLineRecord, ProofRoundRecord } from './proof-line-rows'
export { carriedOverLabel, readProofLine, readProofLines } from './proof-line-rows'
export { presentProofLine, type ProofLineView } from './proof-line.presenter'
