import { Field } from '@/components/ui/field'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { MAX_PHOTOS_PER_BULK_DELETE } from '@autosalone/domain/limits'
import { buttonVariants } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { adminPaths } from '../admin-paths'
import { useAdminTranslation } from '../i18n/use-admin-translation'
import { useMedia } from '../api/get-media'
import type { MediaItem } from '../types'
import { mediaName, thumbnailSource } from './media-source'
import { kilobytes } from './photo-files'
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
  onDelete?: (photo: MediaItem) => void
  /** offers to delete every photo no car uses at once (the library page) */
  onDeleteUnused?: (photos: MediaItem[]) => void
  /** a search box over the photos' names and the cars that use them (the library page) */
  searchable?: boolean
}

/** Lower case without accents, so 'citroen' finds 'Citroën'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** A photo matches when every word searched is in its name or in the name of a car that uses it. */
function matches(item: MediaItem, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean)
  const haystack = folded([mediaName(item, item.id), ...(item.usedBy ?? []).map((car) => car.name)].join(' '))
  return words.every((word) => haystack.includes(word))
}

/** Chooses and orders photos of the shared library; the first chosen is the main image. */
export function MediaSelector({
  selected,
  onChange,
  max = defaultSelectionMax,
  onDelete,
  onDeleteUnused,
  searchable = false,
}: MediaSelectorProps) {
  const { t, language } = useAdminTranslation()
  const { data: media, isPending, isError } = useMedia()
  // The library page can show only the photos no car uses, the ones worth clearing out.
  const [onlyUnused, setOnlyUnused] = useState(false)
  const [search, setSearch] = useState('')
  const library = media?.filter(
    (item) => (!onlyUnused || (item.usedBy ?? []).length === 0) && (search.trim() === '' || matches(item, search)),
  )
  const uploadedOn = (iso: string | undefined) =>
    iso ? formatDate(new Date(iso), language === 'en' ? 'en' : 'it') : ''
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
        {searchable && (
          <Field label={t('selector.search')} className="media-selector__search">
            {(control) => (
              <input
                {...control}
                className="field__control"
                type="search"
                autoComplete="off"
                value={search}
                placeholder={t('selector.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </Field>
        )}
        {onDelete && (
          <label className="admin-check">
            <input type="checkbox" checked={onlyUnused} onChange={(event) => setOnlyUnused(event.target.checked)} />
            <span>{t('selector.onlyUnused')}</span>
          </label>
        )}
        {onlyUnused && onDeleteUnused && library && library.length > 0 && (
          <button
            type="button"
            className={`${buttonVariants({ variant: 'outline', size: 'sm' })} admin-danger`}
            onClick={() => onDeleteUnused(library.slice(0, MAX_PHOTOS_PER_BULK_DELETE))}
          >
            {t('selector.deleteUnused', { count: Math.min(library.length, MAX_PHOTOS_PER_BULK_DELETE) })}
          </button>
        )}
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
                  <div className="media-grid__facts">
                    <span>
                      {uploadedOn(item.createdAt)}
                      {item.fileSize ? ` · ${t('photos.size', { kb: kilobytes(item.fileSize) })}` : ''}
                    </span>
                    {(item.usedBy ?? []).length === 0 ? (
                      <span>{t('selector.unused')}</span>
                    ) : (
                      <span>
                        {t('selector.usedIn', { count: item.usedBy?.length ?? 0 })}:{' '}
                        {item.usedBy?.map((car, index) => (
                          <span key={car.id}>
                            {index > 0 && ', '}
                            <Link to={adminPaths.editCar(car.id)}>{car.name}</Link>
                          </span>
                        ))}
                      </span>
                    )}
                  </div>
                )}
                {onDelete && (
                  <button
                    type="button"
                    className="photo-tile__remove"
                    aria-label={t('selector.deleteFromLibrary', { name })}
                    onClick={() => onDelete(item)}
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
