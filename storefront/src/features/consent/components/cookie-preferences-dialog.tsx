import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { acceptAll, optionalCategories, type CookieConsent } from '@/lib/consent-storage'
import './cookie-preferences-dialog.css'

interface CookiePreferencesDialogProps {
  initial: CookieConsent
  onSave: (consent: CookieConsent) => void
  onClose: () => void
}

/** One switch per optional category; necessary cookies are shown locked on. Closing saves nothing. */
export default function CookiePreferencesDialog({ initial, onSave, onClose }: CookiePreferencesDialogProps) {
  const { t } = useTranslation('consent')
  const [choices, setChoices] = useState(initial)

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('preferences.title')}
      description={t('preferences.description')}
      closeLabel={t('preferences.close')}
    >
      <ul className="cookie-preferences">
        <li className="cookie-preferences__item">
          <div>
            <p className="cookie-preferences__name">{t('preferences.categories.necessary.title')}</p>
            <p className="cookie-preferences__text">{t('preferences.categories.necessary.text')}</p>
          </div>
          <span className="chip">{t('preferences.alwaysOn')}</span>
        </li>
        {optionalCategories.map((category) => (
          <li key={category} className="cookie-preferences__item">
            <div>
              <label className="cookie-preferences__name" htmlFor={`consent-${category}`}>
                {t(`preferences.categories.${category}.title`)}
              </label>
              <p className="cookie-preferences__text" id={`consent-${category}-text`}>
                {t(`preferences.categories.${category}.text`)}
              </p>
            </div>
            <input
              id={`consent-${category}`}
              className="switch"
              type="checkbox"
              role="switch"
              aria-describedby={`consent-${category}-text`}
              checked={choices[category]}
              onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
            />
          </li>
        ))}
      </ul>
      <div className="cookie-preferences__actions">
        <button type="button" className={buttonVariants({ variant: 'primary' })} onClick={() => onSave(choices)}>
          {t('preferences.save')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => onSave(acceptAll)}>
          {t('preferences.acceptAll')}
        </button>
      </div>
    </Dialog>
  )
}
