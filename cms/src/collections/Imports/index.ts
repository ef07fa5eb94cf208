import type { CollectionConfig } from 'payload'

import { IMPORT_STATUSES, LOG_ACTIONS } from '@autosalone/domain/imports/import-api'
import type { Access } from 'payload'

import { isAdmin, ownerMay, userIsAdmin, userMay } from '../../access/isAdmin'
import { recordImportRun } from '../../audit/auditHooks'

/** Staff run imports; only the owner starts an undo, whichever route the change comes by. */
const updateImport: Access = ({ req, data }) =>
  userMay(req, 'imports.undo') || (userIsAdmin(req) && (data as { status?: unknown } | undefined)?.status !== 'undoing')
const deleteForGood = ownerMay('records.deletePermanently')

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * One import of the dealer's stock: the file's rows as text, the photos' archive in the photo
 * store, the mapping and value table of the last dry run, and the progress of its job. Everything
 * a replica needs to carry on an import another one started lives here and in `import-rows`.
 */
export const Imports: CollectionConfig = {
  slug: 'imports',
  labels: { singular: { it: 'Importazione', en: 'Import' }, plural: { it: 'Importazioni', en: 'Imports' } },
  access: { read: isAdmin, create: isAdmin, update: updateImport, delete: deleteForGood },
  admin: { hidden: true },
  defaultSort: '-createdAt',
  hooks: { afterChange: [recordImportRun] },
  fields: [
    { name: 'fileName', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'uploaded',
      options: options(IMPORT_STATUSES),
    },
    { name: 'columns', type: 'json', required: true },
    { name: 'rows', type: 'json', required: true },
    /** `{ key, files, byKey }`: where the archive is stored and its photos by VIN, plate or stock code */
    { name: 'photoArchive', type: 'json' },
    { name: 'mapping', type: 'json' },
    { name: 'valueMap', type: 'json' },
    { name: 'matchBy', type: 'json' },
    { name: 'markMissingSold', type: 'checkbox', defaultValue: false },
    { name: 'total', type: 'number', defaultValue: 0 },
    { name: 'done', type: 'number', defaultValue: 0 },
    { name: 'error', type: 'text' },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    /** the replica running the import's job and when it last said so: a stale one is taken over */
    { name: 'runner', type: 'text' },
    { name: 'heartbeatAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
  ],
}

/**
 * What an import did with each row, written in the same transaction as the row's car and photos:
 * a row with a record is done (a resumed import skips it), and undo reads here what to revert.
 */
export const ImportRows: CollectionConfig = {
  slug: 'import-rows',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: deleteForGood },
  admin: { hidden: true },
  fields: [
    { name: 'import', type: 'relationship', relationTo: 'imports', required: true, index: true },
    /** `<import>:<row>`, or `<import>:sold:<car>` for a car marked sold: one record per piece of work */
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'row', type: 'number' },
    { name: 'action', type: 'select', required: true, options: options(LOG_ACTIONS) },
    { name: 'car', type: 'number', index: true },
    { name: 'messages', type: 'json' },
    /** an updated car's values before the import, for undo */
    { name: 'previous', type: 'json' },
    { name: 'undone', type: 'checkbox', defaultValue: false },
  ],
}
