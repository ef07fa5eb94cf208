import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LibraryBrowser } from '@/features/admin-library/library-browser'
import { LibraryUploader } from '@/features/admin-library/library-uploader'
import { LibraryExplainer } from './library-explainer'
import './library.css'

/** `/admin/media`: upload to the shared library, or browse and pick from it. */
export default function MediaLibraryPage() {
  const { t } = useAdminTranslation()
  const [mode, setMode] = useState<'upload' | 'library'>('upload')
  useDocumentTitle(t('meta.media'))

  return (
    <>
      <AdminBar
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            <ChevronLeftIcon size={18} />
            {t('mediaLibrary.back')}
          </Link>
        }
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
