import { Link } from 'react-router-dom'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useBuyerOf } from './api/get-buyer-of'
import { leadPath } from './lead-paths'

/** Under a saved car's form: the request that bought it, when one is linked ('Venduta a questo cliente'). */
export function CarBuyer({ carId }: { carId: number | null }) {
  if (carId === null) return null
  return <CarBuyerOf carId={carId} />
}

function CarBuyerOf({ carId }: { carId: number }) {
  const { t } = useAdminTranslation()
  const { data: buyers } = useBuyerOf(carId)
  if (!buyers || buyers.length === 0) return null
  return (
    <FormSection title={t('leadDesk.soldCar.buyerTitle')}>
      <ul>
        {buyers.map((lead) => (
          <li key={lead.id}>
            <Link to={leadPath(lead.id)}>{t('leadDesk.soldCar.buyer', { name: lead.name })}</Link>
          </li>
        ))}
      </ul>
    </FormSection>
  )
}
