import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

const points = ['fastUpload', 'sharedLibrary', 'dragToOrder', 'served'] as const

/** The card that says how the library works, in four points. */
export function LibraryExplainer() {
  const { t } = useAdminTranslation()

  return (
    <aside className="admin-section library-explainer" aria-labelledby="library-explainer-title">
      <h2 id="library-explainer-title" className="admin-section__title">
        {t('mediaLibrary.explainerTitle')}
      </h2>
      <ul className="library-explainer__points">
        {points.map((point) => (
          <li key={point}>{t(`mediaLibrary.points.${point}`)}</li>
        ))}
      </ul>
    </aside>
  )
}
