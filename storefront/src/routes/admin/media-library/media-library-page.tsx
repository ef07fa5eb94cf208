import { useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { BackToListLink } from '@/panel/components/back-to-list-link'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LibraryBrowser } from '@/features/admin-library/library-browser'
import { LibraryUploader } from '@/features/admin-library/library-uploader'
import { LibraryExplainer } from './library-explainer'
import './library.css'

/** `/admin/media`: the shared library's photos at once; 'Carica Foto' switches to the uploader. */
export default function MediaLibraryPage() {
  const { t } = useAdminTranslation()
  const [mode, setMode] = useState<'upload' | 'library'>('library')
  useDocumentTitle(t('meta.media'))

  return (
    <>
      <AdminBar
        leading={<BackToListLink label={t('mediaLibrary.back')} />}
        title={t('mediaLibrary.title')}
        actions={
          <button
            type="button"
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
            onClick={() => setMode((current) => (current === 'upload' ? 'library' : 'upload'))}
          >
            {mode === 'upload' ? t('mediaLibrary.showLibrary') : t('mediaLibrary.showUpload')}
          </button>
        }
      />
      <main className="admin-main">
        <SessionGate>
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
        </SessionGate>
      </main>
    </>
  )
}
