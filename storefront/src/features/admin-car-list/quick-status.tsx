import { CAR_STATUSES, type CarStatus } from '@autosalone/domain/enums'
import type { AdminCarRow } from '@autosalone/domain/admin-car-list/list-answer'
import { toast } from '@/components/ui/use-toast'
import { formatDate } from '@/lib/format'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useSetCarStatus, type CarVersion } from './api/set-car-status'

/**
 * The car's status in one tap: Disponibile, Prenotata, Venduta, the current one pressed, with the
 * day it last changed. A change says so in a toast that can undo it.
 */
export function QuickStatus({ car }: { car: AdminCarRow }) {
  const { t, language } = useAdminTranslation()
  const setStatus = useSetCarStatus()
  const since = formatDate(new Date(car.statusChangedAt), language === 'en' ? 'en' : 'it')

  const change = (target: CarVersion, status: CarStatus, undoTo?: CarStatus) =>
    setStatus.mutate(
      { car: target, status },
      {
        onSuccess: (saved) =>
          toast({
            title: t('list.statusChangedTitle'),
            description: t('list.statusChanged', { name: saved.name, status: t(`list.statuses.${status}`) }),
            ...(undoTo
              ? {}
              : { action: { label: t('list.undo'), onClick: () => change(saved, car.status, car.status) } }),
          }),
        onError: () =>
          toast({ title: t('common.errorTitle'), description: t('list.statusFailed'), variant: 'destructive' }),
      },
    )

  return (
    <div className="admin-car-status">
      <div className="admin-car-status__choices" role="group" aria-label={t('list.statusOf', { name: car.name })}>
        {CAR_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`admin-car-status__choice admin-car-status__choice--${status}`}
            aria-pressed={car.status === status}
            disabled={setStatus.isPending}
            onClick={() => {
              if (car.status !== status) change(car, status)
            }}
          >
            {t(`list.statuses.${status}`)}
          </button>
        ))}
      </div>
      <p className="admin-car-status__since">{t('list.statusSince', { date: since })}</p>
    </div>
  )
}
