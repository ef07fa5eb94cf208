import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { languages } from '../../lib/language'
import { useLanguage } from '../../lib/use-language'

export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  const [isOpen, setIsOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!isOpen) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [isOpen])

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return
    setIsOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <div
      ref={rootRef}
      className="language-switcher"
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        // Only a focus move to a known element outside closes it: Safari reports no related
        // target when a click lands on a button, and the option's own click must still run.
        const next = event.relatedTarget
        if (next && !rootRef.current?.contains(next)) setIsOpen(false)
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="language-switcher__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('language.label')}
        <span className="language-switcher__current" aria-hidden="true">
          {language.toUpperCase()}
        </span>
      </button>
      <ul id={listId} className="language-switcher__list" hidden={!isOpen}>
        {languages.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className="language-switcher__option"
              aria-pressed={code === language}
              onClick={() => {
                setLanguage(code)
                setIsOpen(false)
                toggleRef.current?.focus()
              }}
            >
              {t(`language.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
