import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { IMPORT_LIMITS, type DryRunAnswer, type UploadAnswer } from '@autosalone/domain/imports/import-api'
import { MATCH_KEYS, type ImportMapping, type MatchKey } from '@autosalone/domain/imports/import-fields'
import type { ImportValueMap } from '@autosalone/domain/imports/import-values'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { readErrorBody } from '@/panel/api/error-body'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { ApplyPanel } from './apply-panel'
import { ColumnMapping } from './column-mapping'
import { useDryRun } from './api/dry-run-import'
import { importPaths } from './import-paths'
import { withColumn } from './import-settings'
import { ImportUpload } from './import-upload'
import { ValueTable } from './value-table'
import { VerdictList } from './verdict-list'
import './imports.css'

interface Choices {
  mapping: ImportMapping
  valueMap: ImportValueMap
  matchBy: MatchKey[]
}

function Prepared({ upload }: { upload: UploadAnswer }) {
  const { t } = useAdminTranslation()
  const navigate = useNavigate()
  const [choices, setChoices] = useState<Choices>({
    mapping: upload.suggestedMapping,
    valueMap: upload.valueMap,
    matchBy: [...MATCH_KEYS],
  })
  const [verdicts, setVerdicts] = useState<DryRunAnswer | null>(null)
  const dryRun = useDryRun(upload.id)
  const change = (next: Partial<Choices>) => {
    setChoices((current) => ({ ...current, ...next }))
    setVerdicts(null)
  }
  const toggleKey = (key: MatchKey, on: boolean) =>
    change({
      matchBy: on
        ? MATCH_KEYS.filter((k) => k === key || choices.matchBy.includes(k))
        : choices.matchBy.filter((k) => k !== key),
    })

  return (
    <>
      <p className="admin-hint">
        {t('imports.uploaded', { file: upload.fileName, rows: upload.rows.length, columns: upload.columns.length })}
        {upload.photos ? ` · ${t('imports.photosFound', upload.photos)}` : ''}
      </p>
      <ColumnMapping
        columns={upload.columns}
        sample={upload.rows[0] ?? []}
        mapping={choices.mapping}
        onChange={(field, column) => change(withColumn(choices, upload.rows, field, column))}
      />
      <ValueTable
        valueMap={choices.valueMap}
        onChange={(field, fileValue, value) =>
          change({ valueMap: { ...choices.valueMap, [field]: { ...choices.valueMap[field], [fileValue]: value } } })
        }
      />
      <fieldset className="import-match">
        <legend>{t('imports.matchBy')}</legend>
        {MATCH_KEYS.map((key) => (
          <label key={key} className="admin-check">
            <input
              type="checkbox"
              checked={choices.matchBy.includes(key)}
              onChange={(event) => toggleKey(key, event.target.checked)}
            />
            <span>{t(`imports.matchKeys.${key}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="import-actions">
        <button
          type="button"
          className={buttonVariants({ variant: 'primary' })}
          disabled={dryRun.isPending || choices.matchBy.length === 0}
          onClick={() =>
            dryRun.mutate(choices, {
              onSuccess: setVerdicts,
              onError: (error) =>
                toast({
                  title: t('imports.failed'),
                  description: readErrorBody(error).message ?? undefined,
                  variant: 'destructive',
                }),
            })
          }
        >
          {dryRun.isPending ? t('imports.checking') : t('imports.dryRun')}
        </button>
      </div>
      {verdicts ? (
        <section className="import-result" aria-labelledby="import-verdicts-title">
          <h2 id="import-verdicts-title">{t('imports.verdictsTitle')}</h2>
          <p role="status">{t('imports.summary', verdicts.summary)}</p>
          <VerdictList entries={verdicts.rows} label={t('imports.verdictsTitle')} />
          <ApplyPanel
            id={upload.id}
            summary={verdicts.summary}
            share={IMPORT_LIMITS.massSoldShare}
            onStarted={() => void navigate(importPaths.run(upload.id))}
          />
        </section>
      ) : null}
    </>
  )
}

/** The 'Importa' page before an import runs: the upload, then the columns, the values and the dry run. */
export function ImportScreen() {
  const [upload, setUpload] = useState<UploadAnswer | null>(null)
  return upload ? <Prepared key={upload.id} upload={upload} /> : <ImportUpload onUploaded={setUpload} />
}
