import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlayIcon } from '@/components/ui/icons'
import './car-video.css'

/**
 * The car's video in YouTube's privacy-enhanced mode. Nothing is fetched from YouTube (not even
 * a thumbnail) until the visitor asks for it.
 */
export function CarVideo({ videoId, carName }: { videoId: string; carName: string }) {
  const { t } = useTranslation('carDetail')
  const [isPlaying, setIsPlaying] = useState(false)

  return (
    <section aria-labelledby="car-video-title">
      <h2 id="car-video-title" className="car-detail__heading">
        {t('video.title')}
      </h2>
      <div className="car-video">
        {isPlaying ? (
          <iframe
            className="car-video__frame"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
            title={t('video.frameTitle', { name: carName })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button type="button" className="car-video__play" onClick={() => setIsPlaying(true)}>
            <span className="car-video__icon">
              <PlayIcon size={32} />
            </span>
            <span className="car-video__label">{t('video.play', { name: carName })}</span>
          </button>
        )}
      </div>
      {!isPlaying && <p className="car-video__notice">{t('video.notice')}</p>}
    </section>
  )
}
