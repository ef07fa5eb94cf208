import { Link } from 'react-router-dom'
import { adminPaths } from '@/panel/admin-paths'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** Under a saved car's form: the way to its history. */
export function CarHistoryLink({ carId }: { carId: number | null }) {
  const { t } = useAdminTranslation()
  if (carId === null) return null
  return (
    <FormSection title={t('history.title')}>
      <p className="admin-hint">{t('history.formHint')}</p>
      <Link to={adminPaths.carHistory(carId)}>{t('history.open')}</Link>
    </FormSection>
  )
}
