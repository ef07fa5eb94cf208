import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { readErrorBody } from '@/panel/api/error-body'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useImportState } from './api/get-import-state'
import { useUndoImport } from './api/undo-import'
import { importPaths } from './import-paths'
import { VerdictList } from './verdict-list'
import './imports.css'
import { useStaffMay } from '@/panel/api/use-staff-may'

/** An import's progress and log, read from the server (so a reload or a restart loses nothing), and its undo. */
export function ImportProgress({ id }: { id: number }) {
  const { t } = useAdminTranslation()
  const { data: state, isError } = useImportState(id)
  const undo = useUndoImport(id)
  const [asking, setAsking] = useState(false)
  // Undoing an import is the owner's.
  const mayUndo = useStaffMay('imports.undo')

  if (isError) return <p className="admin-empty">{t('common.loadError')}</p>
  if (!state) return <p role="status">{t('common.loading')}</p>
  const { done, total } = state.progress

  return (
    <section className="import-progress" aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">{t('imports.progressTitle', { file: state.fileName })}</h2>
      <p role="status">
        <strong>{t(`imports.status.${state.status}`)}</strong> · {t('imports.progress', { done, total })}
      </p>
      <progress max={total || 1} value={done} aria-label={t('imports.progress', { done, total })} />
      <p>{t('imports.counts', state.counts)}</p>
      <div className="import-actions">
        {state.status === 'done' && mayUndo ? (
          <button
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            disabled={undo.isPending}
            onClick={() => setAsking(true)}
          >
            {t('imports.undo')}
          </button>
        ) : null}
        <Link className={buttonVariants({ variant: 'primary' })} to={importPaths.start}>
          {t('imports.another')}
        </Link>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        question={t('imports.undoTitle')}
        note={t('imports.undoText')}
        confirmLabel={t('imports.undo')}
        onConfirm={() =>
          undo.mutate(undefined, {
            onError: (error) =>
              toast({
                title: t('imports.failed'),
                description: readErrorBody(error).message ?? undefined,
                variant: 'destructive',
              }),
          })
        }
      />
      <h3>{t('imports.logTitle')}</h3>
      <VerdictList entries={state.log} label={t('imports.logTitle')} />
    </section>
  )
}
