import { useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LibraryBrowser } from '@/features/admin-library/library-browser'
import { LibraryUploader } from '@/features/admin-library/library-uploader'
import { LibraryExplainer } from '@/features/admin-library/library-explainer'
import './library.css'
import { adminPaths } from '@/panel/admin-paths'
import { PanelPage } from '../panel-page'

/** `/admin/media`: the shared library's photos at once; 'Carica Foto' switches to the uploader. */
export default function MediaLibraryPage() {
  const { t } = useAdminTranslation()
  const [mode, setMode] = useState<'upload' | 'library'>('library')

  return (
    <PanelPage
      title={t('mediaLibrary.title')}
      documentTitle={t('meta.media')}
      back={{ to: adminPaths.list, label: t('mediaLibrary.back') }}
      actions={
        <button
          type="button"
          className={buttonVariants({ variant: 'primary', size: 'sm' })}
          onClick={() => setMode((current) => (current === 'upload' ? 'library' : 'upload'))}
        >
          {mode === 'upload' ? t('mediaLibrary.showLibrary') : t('mediaLibrary.showUpload')}
        </button>
      }
    >
      <div className="library-page">
        <div className="library-page__work">
          {mode === 'upload' ? (
            <section className="admin-section">
              <LibraryUploader onUploaded={() => setMode('library')} />
            </section>
          ) : (
            <LibraryBrowser />
          )}
        </div>
        <LibraryExplainer />
      </div>
    </PanelPage>
  )
}
