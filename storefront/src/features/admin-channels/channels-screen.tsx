import { buttonVariants } from '@/components/ui/button'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { ChannelCard } from './channel-card'
import { channelPaths } from './channel-paths'
import { useChannels } from './api/get-channels'
import './channels.css'

/** The 'Canali' page's content: each channel, then the catalogue's downloads. */
export function ChannelsScreen() {
  const { t } = useAdminTranslation()
  const { data: channels, error } = useChannels()

  if (!channels) return <StatusScreen text={error ? t('common.loadError') : t('common.loading')} busy={!error} />
  return (
    <div className="channels">
      <p className="admin-hint">{t('channels.intro')}</p>
      {channels.map((channel) => (
        <ChannelCard key={channel.channel} channel={channel} />
      ))}
      <section className="channel-card" aria-labelledby="catalogue-export">
        <h2 id="catalogue-export">{t('channels.export.title')}</h2>
        <p className="admin-hint">{t('channels.export.text')}</p>
        <div className="channel-card__url">
          <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={channelPaths.exportCsv} download>
            {t('channels.export.csv')}
          </a>
          <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={channelPaths.exportXlsx} download>
            {t('channels.export.xlsx')}
          </a>
        </div>
      </section>
    </div>
  )
}
