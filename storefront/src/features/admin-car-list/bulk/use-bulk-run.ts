import type { BulkActionAnswer, BulkActionRequest } from '@autosalone/domain/admin-car-list/bulk-action'
import { toast } from '@/components/ui/use-toast'
import { readErrorBody } from '@/panel/api/error-body'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useBulkAction, useUndoBulkAction } from '../api/bulk-action'

/**
 * Runs a bulk action and says how it went in a toast whose 'Annulla' undoes the whole action.
 * A refusal shows the server's sentence (it names the cars concerned).
 */
export function useBulkRun(onDone: () => void) {
  const { t } = useAdminTranslation()
  const bulk = useBulkAction()
  const undo = useUndoBulkAction()

  const failed = (error: unknown, fallback: 'bulk.failed' | 'bulk.undoFailed') =>
    toast({
      title: t('common.errorTitle'),
      description: readErrorBody(error).message ?? t(fallback),
      variant: 'destructive',
    })

  const undoAll = (answer: BulkActionAnswer) =>
    undo.mutate(answer.id, {
      onSuccess: () =>
        toast({ title: t('bulk.undoneTitle'), description: t('bulk.undone', { count: answer.changed.length }) }),
      onError: (error) => failed(error, 'bulk.undoFailed'),
    })

  const run = (request: BulkActionRequest) =>
    bulk.mutate(request, {
      onSuccess: (answer) => {
        onDone()
        const left = answer.skipped.length
        toast({
          title: t(`bulk.doneTitles.${answer.action}`),
          description: [
            t('bulk.changed', { count: answer.changed.length }),
            ...(left > 0 ? [t(`bulk.skipped.${answer.skipped[0]?.reason ?? 'unchanged'}`, { count: left })] : []),
          ].join(' '),
          action: { label: t('list.undo'), onClick: () => undoAll(answer) },
        })
      },
      onError: (error) => failed(error, 'bulk.failed'),
    })

  return { run, pending: bulk.isPending || undo.isPending }
}
