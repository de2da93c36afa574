import type { AdminResource, BulkBody } from '../../contract/backoffice/backoffice-shapes'
import {
  type AdminListParams,
  BackofficeGateway,
  type CreateOf,
  type UpdateOf,
  type UploadTarget,
} from './ports/backoffice-gateway'

// The back office's reads and writes on any resource (issue 8): the screens pass the resource's
// contract descriptor; the rules (versions, audit, uniqueness) are the server's.

export const listRecords = <R extends AdminResource>(resource: R, query: AdminListParams) =>
  BackofficeGateway.use((gateway) => gateway.list(resource, query))

export const loadRecord = <R extends AdminResource>(resource: R, id: number) =>
  BackofficeGateway.use((gateway) => gateway.get(resource, id))

export const createRecord = <R extends AdminResource>(resource: R, body: CreateOf<R>) =>
  BackofficeGateway.use((gateway) => gateway.create(resource, body))

export const updateRecord = <R extends AdminResource>(resource: R, id: number, body: UpdateOf<R>) =>
  BackofficeGateway.use((gateway) => gateway.update(resource, id, body))

export const deleteRecord = (resource: AdminResource, id: number, version?: number) =>
  BackofficeGateway.use((gateway) => gateway.remove(resource, id, version))

export const runBulkAction = (resource: AdminResource, body: BulkBody) =>
  BackofficeGateway.use((gateway) => gateway.bulk(resource, body))

export const exportRecords = (resource: AdminResource, query: AdminListParams) =>
  BackofficeGateway.use((gateway) => gateway.exportCsv(resource, query))

export const uploadRecordFile = <R extends AdminResource>(resource: R, id: number, target: UploadTarget) =>
  BackofficeGateway.use((gateway) => gateway.upload(resource, id, target))

export const runRecordCommand = (resource: AdminResource, id: number, action: string) =>
  BackofficeGateway.use((gateway) => gateway.command(resource, id, action))

export const loadHistory = (resource: AdminResource, id: number) =>
  BackofficeGateway.use((gateway) => gateway.history(resource, id))

/** A record's other reading (GET path/{id}/{view}), e.g. a job's public preview. */
export const loadRecordView = <R extends AdminResource>(resource: R, id: number, view: string) =>
  BackofficeGateway.use((gateway) => gateway.view(resource, id, view))

/** A record's stored file (GET path/{id}/{file}), fetched with the admin's token for a Blob download. */
export const downloadRecordFile = (resource: AdminResource, id: number, file: string) =>
  BackofficeGateway.use((gateway) => gateway.download(resource, id, file))

/** The one record of a single-record resource (the settings), and its update. */
export const loadSingleRecord = <R extends AdminResource>(resource: R) =>
  BackofficeGateway.use((gateway) => gateway.getSingle(resource))

export const updateSingleRecord = <R extends AdminResource>(resource: R, body: UpdateOf<R>) =>
  BackofficeGateway.use((gateway) => gateway.updateSingle(resource, body))
