import { Link } from 'react-router-dom'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { channelPaths } from './channel-paths'
import { useChannels } from './api/get-channels'
import './channels.css'

/**
 * Under the car form: the channels the saved car is in, and for the others what it lacks. It is
 * read again on every visit, so it says what the last save made of the car.
 */
export function CarChannelStatus({ carId }: { carId: number | null }) {
  const { t } = useAdminTranslation()
  const { data: channels } = useChannels()

  return (
    <FormSection title={t('channels.carStatus.title')}>
      {carId === null || !channels ? (
        <p className="admin-hint">{t(carId === null ? 'channels.carStatus.unsaved' : 'common.loading')}</p>
      ) : (
        <ul className="car-channels">
          {channels.map((channel) => {
            const name = t(`channels.names.${channel.channel}`)
            const excluded = channel.excluded.find((car) => car.id === carId)
            const included = channel.included.includes(carId)
            let text = t('channels.carStatus.notOffered', { name })
            if (included) text = t('channels.carStatus.in', { name })
            if (excluded) {
              const reasons = excluded.codes.map((code) => t(`channels.reasons.${code}`)).join(', ')
              text = t('channels.carStatus.out', { name, reasons })
            }
            return (
              <li key={channel.channel} data-in={included}>
                {text}
                {!channel.enabled && ` ${t('channels.carStatus.off')}`}
              </li>
            )
          })}
        </ul>
      )}
      <Link to={channelPaths.page}>{t('channels.carStatus.allChannels')}</Link>
    </FormSection>
  )
}
