import { BackofficeProofGateway } from '../../../application/backoffice/ports/proof-gateway'
import { notifyFailure } from '../../kit/backoffice/kit-failures'
import { handOverFile } from '../../kit/files/hand-over-file'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'

// A proof or an artwork is read with the administrator's token (a bare link carries none), then opened in a
// new tab from a local address; the server serves proofs in a sandbox anyway (decision 076, "Served safely").
const openBlob = (blob: Blob, type: string | null) => handOverFile(blob, type === null ? {} : { type })

export function useProofFiles() {
  const runUseCase = useRunUseCase()
  return {
    openRound: async (lineId: number, version: number) => {
      try {
        openBlob(
          await runUseCase(BackofficeProofGateway.use((proofs) => proofs.file(lineId, version))),
          'application/pdf',
        )
      } catch (thrown) {
        notifyFailure(thrown, `Le BAT V${version} n’a pas pu être ouvert.`)
      }
    },
    openArtwork: async (artworkId: number) => {
      try {
        openBlob(await runUseCase(BackofficeProofGateway.use((proofs) => proofs.artworkFile(artworkId))), null)
      } catch (thrown) {
        notifyFailure(thrown, 'Le fichier n’a pas pu être ouvert.')
      }
    },
  }
}
