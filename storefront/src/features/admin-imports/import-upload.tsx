import { Field } from '@/components/ui/field'
import { useId, useState, type FormEvent } from 'react'
import type { UploadAnswer } from '@autosalone/domain/imports/import-api'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { readErrorBody } from '@/panel/api/error-body'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useUploadImport } from './api/upload-import'

/** The file (CSV or XLSX) and, optionally, the photos' ZIP. */
export function ImportUpload({ onUploaded }: { onUploaded: (answer: UploadAnswer) => void }) {
  const { t } = useAdminTranslation()
  const upload = useUploadImport()
  const [file, setFile] = useState<File | null>(null)
  const [photos, setPhotos] = useState<File | null>(null)
  const fileId = useId()
  const photosId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    upload.mutate(
      { file, photos },
      {
        onSuccess: onUploaded,
        onError: (error) =>
          toast({
            title: t('imports.failed'),
            description: readErrorBody(error).message ?? undefined,
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <form className="import-upload admin-section" onSubmit={submit}>
      <p className="admin-hint">{t('imports.intro')}</p>
      <Field label={t('imports.file')} id={fileId} labelClassName="">
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.txt,.xlsx,text/csv"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field label={t('imports.photos')} id={photosId} labelClassName="">
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => setPhotos(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={!file || upload.isPending}>
        {upload.isPending ? t('imports.uploading') : t('imports.upload')}
      </button>
    </form>
  )
}
