import { Field } from '@/components/ui/field'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { ChannelAnswer } from '@autosalone/domain/channels/channels'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { adminPaths } from '@/panel/admin-paths'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useRotateKey } from './api/rotate-channel-key'
import { useSetChannelEnabled } from './api/set-channel-enabled'
import { ExcludedCars } from './excluded-cars'

/** Copies the address; a browser without the clipboard API leaves it selected in its box. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    input?.select()
    return false
  }
}

/** One channel: on/off, its address to copy, 'Rigenera chiave', the cars in it and those left out. */
export function ChannelCard({ channel }: { channel: ChannelAnswer }) {
  const { t } = useAdminTranslation()
  const name = t(`channels.names.${channel.channel}`)
  const setEnabled = useSetChannelEnabled(channel.channel)
  const rotate = useRotateKey(channel.channel)
  const [asking, setAsking] = useState(false)
  const [urlInput, setUrlInput] = useState<HTMLInputElement | null>(null)
  const urlId = `channel-url-${channel.channel}`
  const failed = () =>
    toast({ title: t('common.errorTitle'), description: t('channels.saveFailed'), variant: 'destructive' })

  return (
    <section className="channel-card" aria-labelledby={`${urlId}-title`}>
      <header className="channel-card__head">
        <h2 id={`${urlId}-title`}>{name}</h2>
        <label className="channel-card__switch">
          <input
            type="checkbox"
            checked={channel.enabled}
            disabled={setEnabled.isPending}
            onChange={(event) => setEnabled.mutate(event.target.checked, { onError: failed })}
          />
          {t('channels.enabled')}
        </label>
      </header>
      {!channel.enabled && <p className="admin-hint">{t('channels.off')}</p>}
      {channel.problems.length > 0 && (
        <ul className="channel-card__problems">
          {channel.problemCodes.map((code) => (
            <li key={code}>
              {t(`channels.problems.${code}`)} <Link to={adminPaths.settings}>{t('channels.fixSettings')}</Link>
            </li>
          ))}
        </ul>
      )}
      <Field label={t('channels.url')} id={urlId} labelClassName="channel-card__label">
        {(control) => (
          <div className="channel-card__url">
            <input
              {...control}
              ref={setUrlInput}
              readOnly
              value={channel.url}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              onClick={() =>
                void copyText(channel.url, urlInput).then((copied) =>
                  toast(
                    copied
                      ? { title: t('channels.copied') }
                      : {
                          title: t('common.errorTitle'),
                          description: t('channels.copyFailed'),
                          variant: 'destructive',
                        },
                  ),
                )
              }
            >
              {t('channels.copy')}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              disabled={rotate.isPending}
              onClick={() => setAsking(true)}
            >
              {t('channels.rotate')}
            </button>
          </div>
        )}
      </Field>
      <p className="channel-card__count">{t('channels.included', { count: channel.included.length })}</p>
      <ExcludedCars cars={channel.excluded} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        question={t('channels.rotateQuestion', { name })}
        note={t('channels.rotateNote')}
        confirmLabel={t('channels.rotateConfirm')}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () =>
              toast({ title: t('channels.rotated'), description: t('channels.rotatedDescription', { name }) }),
            onError: failed,
          })
        }
      />
    </section>
  )
}
