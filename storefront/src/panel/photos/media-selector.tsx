import { useAdminTranslation } from '../i18n/use-admin-translation'
import { useMedia } from '../api/get-media'
import type { MediaItem } from '../types'
import { mediaName, thumbnailSource } from './media-source'
import { SortablePhoto } from './sortable-photo'
import { SortablePhotoGrid } from './sortable-photo-grid'
import './media-selector.css'
import './photo-grid.css'

/** The specification's default number of photos a selection holds. */
const defaultSelectionMax = 10

interface MediaSelectorProps {
  selected: number[]
  onChange: (ids: number[]) => void
  max?: number
  /** offers deletion from the library on each photo (the library page) */
  onDelete?: (id: number) => void
}

/** Chooses and orders photos of the shared library; the first chosen is the main image. */
export function MediaSelector({ selected, onChange, max = defaultSelectionMax, onDelete }: MediaSelectorProps) {
  const { t } = useAdminTranslation()
  const { data: library, isPending, isError } = useMedia()
  const byId = new Map<number, MediaItem>((library ?? []).map((item) => [item.id, item]))
  const full = selected.length >= max

  const toggle = (id: number) => {
    if (selected.includes(id)) onChange(selected.filter((item) => item !== id))
    else if (!full) onChange([...selected, id])
  }

  return (
    <div className="media-selector">
      <section className="media-selector__chosen" aria-labelledby="media-selector-chosen">
        <h3 id="media-selector-chosen" className="media-selector__title">
          {t('selector.selected', { count: selected.length, max })}
        </h3>
        <p className="admin-hint">{t('selector.hint')}</p>
        {selected.length === 0 ? (
          <p className="admin-hint">{t('selector.noneSelected')}</p>
        ) : (
          <SortablePhotoGrid ids={selected} onReorder={(ids) => onChange(ids)} className="photo-strip">
            {selected.map((id, index) => (
              <SortablePhoto
                key={id}
                id={id}
                src={thumbnailSource(id, byId.get(id))}
                label={t('photos.photoLabel', { position: index + 1, name: mediaName(byId.get(id), id) })}
                removeLabel={t('selector.remove', { name: mediaName(byId.get(id), id) })}
                onRemove={() => toggle(id)}
                badge={<span className="photo-tile__number">{index + 1}</span>}
              />
            ))}
          </SortablePhotoGrid>
        )}
      </section>

      <section className="media-selector__library" aria-labelledby="media-selector-library">
        <h3 id="media-selector-library" className="media-selector__title">
          {t('selector.available', { count: library?.length ?? 0 })}
        </h3>
        {isPending && <p role="status">{t('selector.loading')}</p>}
        {isError && <p role="alert">{t('common.loadError')}</p>}
        {library?.length === 0 && <p className="admin-hint">{t('selector.empty')}</p>}
        <ul className="media-grid">
          {library?.map((item) => {
            const name = mediaName(item, item.id)
            const isSelected = selected.includes(item.id)
            const unavailable = full && !isSelected
            return (
              <li
                key={item.id}
                className="media-grid__item"
                data-selected={isSelected || undefined}
                data-dimmed={unavailable || undefined}
              >
                <label className="media-grid__pick">
                  <input
                    type="checkbox"
                    checked={isSelected}
                    disabled={unavailable}
                    onChange={() => toggle(item.id)}
                    aria-label={t('selector.select', { name })}
                  />
                  <img
                    src={thumbnailSource(item.id, item)}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="media-grid__name">{name}</span>
                </label>
                {onDelete && (
                  <button
                    type="button"
                    className="photo-tile__remove"
                    aria-label={t('selector.deleteFromLibrary', { name })}
                    onClick={() => onDelete(item.id)}
                  >
                    ×
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
