import { useState } from 'react'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { MediaSelector } from '@/panel/photos/media-selector'
import { usePhotoDeletion } from '@/panel/photos/use-photo-deletion'

/** The specification's selection limit on the library page. */
const librarySelectionMax = 25

/** 'Mostra Libreria': the selector (max 25), the chosen ids in order, and deletion from the library. */
export function LibraryBrowser() {
  const { t } = useAdminTranslation()
  const [selected, setSelected] = useState<number[]>([])
  const deletion = usePhotoDeletion((id) => setSelected((current) => current.filter((item) => item !== id)))

  return (
    <>
      <MediaSelector selected={selected} onChange={setSelected} max={librarySelectionMax} onDelete={deletion.ask} />
      <section className="admin-section library-ids" aria-labelledby="library-ids-title">
        <h2 id="library-ids-title" className="admin-section__title">
          {t('mediaLibrary.selectedIds')}
        </h2>
        {selected.length === 0 ? (
          <p className="admin-hint">{t('mediaLibrary.noSelection')}</p>
        ) : (
          <>
            <ol className="library-ids__list">
              {selected.map((id) => (
                <li key={id}>
                  <code>{id}</code>
                </li>
              ))}
            </ol>
            <p className="admin-hint">{t('mediaLibrary.selectedIdsNote')}</p>
          </>
        )}
      </section>
      <ConfirmDialog {...deletion.dialog} />
    </>
  )
}
