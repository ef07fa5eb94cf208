import { useState } from 'react'
import type { DryRunAnswer } from '@autosalone/domain/imports/import-api'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { readErrorBody } from '@/panel/api/error-body'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useApplyImport } from './api/apply-import'

interface ApplyPanelProps {
  id: number
  summary: DryRunAnswer['summary']
  /** the share of the stock past which marking cars sold needs a confirmation */
  share: number
  onStarted: () => void
}

/** 'Applica', with the option to mark as sold the cars the file leaves out, confirmed when they are many. */
export function ApplyPanel({ id, summary, share, onStarted }: ApplyPanelProps) {
  const { t } = useAdminTranslation()
  const apply = useApplyImport(id)
  const [markMissingSold, setMarkMissingSold] = useState(false)
  const [confirmMassSold, setConfirmMassSold] = useState(false)
  const many = summary.missing > summary.stock * share
  const counts = { missing: summary.missing, stock: summary.stock }

  return (
    <div className="import-apply">
      {summary.missing > 0 ? (
        <label className="admin-check">
          <input
            type="checkbox"
            checked={markMissingSold}
            onChange={(event) => setMarkMissingSold(event.target.checked)}
          />
          <span>{t('imports.markMissingSold', counts)}</span>
        </label>
      ) : null}
      {markMissingSold && many ? (
        <label className="admin-check">
          <input
            type="checkbox"
            checked={confirmMassSold}
            onChange={(event) => setConfirmMassSold(event.target.checked)}
          />
          <span>{t('imports.confirmMassSold', counts)}</span>
        </label>
      ) : null}
      <button
        type="button"
        className={buttonVariants({ variant: 'primary' })}
        disabled={apply.isPending || (markMissingSold && many && !confirmMassSold)}
        onClick={() =>
          apply.mutate(
            { markMissingSold, confirmMassSold: markMissingSold && confirmMassSold },
            {
              onSuccess: onStarted,
              onError: (error) =>
                toast({
                  title: t('imports.failed'),
                  description: readErrorBody(error).message ?? undefined,
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        {apply.isPending ? t('imports.applying') : t('imports.apply')}
      </button>
    </div>
  )
}
