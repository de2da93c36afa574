import { useQueryClient } from '@tanstack/react-query'
import { BackofficeGateway } from '../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../contract/backoffice/backoffice-shapes'
import { CATALOG_IMAGE_FIELD, MAX_CATALOG_IMAGE_BYTES } from '../../contract/backoffice/brands'
import { CATALOG_MESSAGES } from '../../domain/messages/backoffice-messages'
import { FileUploadField } from '../kit/backoffice/file-upload-field'
import { useRunUseCase } from '../kit/hooks/use-run-use-case'
import { backofficeKeys } from '../kit/backoffice/resource.queries'

// The one image of a catalogue record (a brand's logo at `logo`, a product's image at `image`): PNG,
// JPEG or WebP up to 2 MB, re-encoded by the server; the record's version guards against a stale page.
export function CatalogImageUpload(props: {
  readonly resource: AdminResource
  readonly record: { readonly id: number; readonly version: number }
  readonly path: 'logo' | 'image'
  readonly label: string
  readonly currentUrl: string | null
}) {
  const { resource, record, path } = props
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  return (
    <FileUploadField
      label={props.label}
      currentUrl={props.currentUrl}
      accept="image/png,image/jpeg,image/webp"
      hint="PNG, JPEG ou WebP, 2 Mo au plus."
      rule={{
        types: ['image/png', 'image/jpeg', 'image/webp'],
        maxBytes: MAX_CATALOG_IMAGE_BYTES,
        typeMessage: CATALOG_MESSAGES.imageType,
        sizeMessage: CATALOG_MESSAGES.imageTooLarge,
      }}
      upload={(file) =>
        runUseCase(
          BackofficeGateway.use((gateway) =>
            gateway.upload(resource, record.id, { path, field: CATALOG_IMAGE_FIELD, file, version: record.version }),
          ),
        )
      }
      successMessage={CATALOG_MESSAGES.imageSaved}
      onUploaded={() => queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })}
    />
  )
}
