import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { it } from '@payloadcms/translations/languages/it'
import { buildConfig } from 'payload'

import { readEnv } from './boot/env'
import { Cars } from './collections/Cars'
import { CarPrices } from './collections/Cars/prices/CarPrices'
import { carPriceHistory } from './collections/Cars/prices/priceHistoryEndpoint'
import { Leads } from './collections/Leads'
import { leadJobs } from './collections/Leads/jobs'
import { Media } from './collections/Media'
import { Users } from './collections/Users'
import { queuedSharp } from './lib/images/imageWork'
import { createCar } from './endpoints/admin/createCar'
import { deleteCar } from './endpoints/admin/deleteCar'
import { listTrashedCars, restoreCar } from './endpoints/admin/trash'
import { getDealerSettings, updateDealerSettings } from './endpoints/admin/settings'
import { deleteMedia, listTrashedMedia, restoreMedia, trashMediaInBulk } from './endpoints/admin/deleteMedia'
import { getCar } from './endpoints/admin/getCar'
import { listCars } from './endpoints/admin/listCars'
import { listMedia } from './endpoints/admin/listMedia'
import { login } from './endpoints/admin/login'
import { logout } from './endpoints/admin/logout'
import { mediaProxy } from './endpoints/admin/mediaProxy'
import { updateCar } from './endpoints/admin/updateCar'
import { carHistoryEndpoints } from './endpoints/admin/carHistory'
import { uploadMedia } from './endpoints/admin/uploadMedia'
import { exportLeads } from './endpoints/admin/leads/exportLeads'
import { getLead, updateLead } from './endpoints/admin/leads/leadRecord'
import { countNewLeads, listLeads } from './endpoints/admin/leads/listLeads'
import { leadDeskEndpoints } from './endpoints/admin/leads/leadDeskEndpoints'
import { health } from './endpoints/health'
import { downloadBackup, listBackups } from './endpoints/admin/backups'
// Stock imports (decision record 034)
import { ImportRows, Imports } from './collections/Imports'
import { applyImport } from './endpoints/admin/imports/applyImport'
import { dryRunImport } from './endpoints/admin/imports/dryRunImport'
import { getImport } from './endpoints/admin/imports/getImport'
import { undoImport } from './endpoints/admin/imports/undoImport'
import { uploadImport } from './endpoints/admin/imports/uploadImport'
import { withImportJobs } from './imports/importJobs'
import { placeholder } from './endpoints/placeholder'
import { SiteSettings } from './globals/SiteSettings'
import { SiteTexts } from './globals/SiteTexts'
// Sales channels: feeds, the 'Canali' page and the catalogue export.
import { FeedChannels } from './globals/FeedChannels'
import { channelEndpoints } from './endpoints/admin/channels'
// Staff accounts and roles (decision record 036)
import { staffEndpoints } from './endpoints/admin/users'
import { changeOwnPassword, logoutEverywhere } from './endpoints/admin/me'
// The owner's audit log (decision record 037)
import { AuditLog } from './collections/AuditLog'
import { LeadActivities } from './collections/LeadActivities'
import { withCarAudit } from './audit/carAudit'
import { listAuditLog } from './endpoints/admin/auditLog'
import { CarBulkActions } from './collections/CarBulkActions'
import { carBulkEndpoints } from './endpoints/admin/carBulk'
import { logger } from './lib/logger'
import { mailAdapter } from './mail'
import { siteOrigins } from './lib/siteOrigins'
import { guardRestEndpoints } from './rest/guardRestEndpoints'
import { loggingLevels, reportApiErrors } from './rest/reportApiErrors'
import { storagePlugins } from './storage'
// Saved searches with e-mail alerts (decision record 047)
import { SearchAlerts } from './collections/SearchAlerts'
import { withSearchAlertJobs } from './collections/SearchAlerts/jobs'
import { searchDemand } from './endpoints/admin/searchAlerts/searchDemand'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = readEnv()

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

const collections = [
  withCarAudit(Cars),
  Media,
  Users,
  Leads,
  Imports,
  ImportRows,
  AuditLog,
  LeadActivities,
  CarBulkActions,
  CarPrices,
  SearchAlerts,
]
const globals = [SiteSettings, SiteTexts, FeedChannels]
// Taken before the build: Payload appends its own routes to these lists.
const ownCollectionEndpoints = [...collections, ...globals].flatMap((entity) => entity.endpoints || [])

export default buildConfig({
  serverURL: '',
  secret: process.env.PAYLOAD_SECRET || '',
  // A session cookie counts only on requests from the site's own pages (server.ts refuses the others first).
  csrf: siteOrigins(env.siteUrl),
  routes: { admin: '/cms', api: '/api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Autosalone' },
    dateFormat: 'dd/MM/yyyy HH:mm',
  },
  i18n: {
    supportedLanguages: { it, en },
    fallbackLanguage: 'it',
  },
  collections,
  globals,
  endpoints: [
    health,
    placeholder,
    login,
    logout,
    listCars,
    // Bulk work on the list: before `/admin/cars/:id`, which would take `bulk` for an id.
    ...carBulkEndpoints,
    getCar,
    createCar,
    updateCar,
    deleteCar,
    listTrashedCars,
    restoreCar,
    getDealerSettings,
    updateDealerSettings,
    listMedia,
    listTrashedMedia,
    trashMediaInBulk,
    restoreMedia,
    uploadMedia,
    deleteMedia,
    mediaProxy,
    listLeads,
    countNewLeads,
    exportLeads,
    // The lead desk: before `/admin/leads/:id`, which would take their paths for ids.
    ...leadDeskEndpoints,
    getLead,
    updateLead,
    // Backups
    listBackups,
    downloadBackup,
    ...channelEndpoints,
    // Stock imports
    uploadImport,
    getImport,
    dryRunImport,
    applyImport,
    undoImport,
    // Staff accounts and roles
    ...staffEndpoints,
    changeOwnPassword,
    logoutEverywhere,
    // Each car's history
    ...carHistoryEndpoints,
    carPriceHistory,
    // The owner's audit log
    listAuditLog,
    // Saved searches: what people wait for
    searchDemand,
  ],
  jobs: withSearchAlertJobs(withImportJobs(leadJobs)),
  email: mailAdapter(env.smtpUrl, env.mailFrom),
  hooks: { afterError: [reportApiErrors] },
  logger,
  loggingLevels,
  editor: lexicalEditor(),
  graphQL: { disable: true },
  telemetry: false,
  db: postgresAdapter({
    // A database that stops answering fails a request after 10 s instead of holding its connection slot forever.
    pool: { connectionString: process.env.DATABASE_URL || '', max: 10, connectionTimeoutMillis: 10_000 },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  upload: {
    // One byte over the limit so an oversize file is seen as such and refused, never stored cut short.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 50 },
  },
  // Payload's own image work (the variants) waits in the same queue as ours.
  sharp: queuedSharp,
  plugins: storagePlugins(env.s3),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
}).then(guardRestEndpoints(ownCollectionEndpoints))
