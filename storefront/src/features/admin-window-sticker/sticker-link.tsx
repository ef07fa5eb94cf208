import { Link } from 'react-router-dom'
import { adminPaths } from '@/panel/admin-paths'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** Under a saved car's form: the way to its window sticker. */
export function CarStickerLink({ carId }: { carId: number | null }) {
  const { t } = useAdminTranslation()
  if (carId === null) return null
  return (
    <FormSection title={t('sticker.title')}>
      <p className="admin-hint">{t('sticker.formHint')}</p>
      <Link to={adminPaths.carSticker(carId)}>{t('sticker.open')}</Link>
    </FormSection>
  )
}
