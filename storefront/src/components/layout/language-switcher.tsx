import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { languageQueryParam, languages, type Language } from '@/lib/language'
import { useLanguage } from '@/lib/use-language'

/**
 * The language dropdown. Each choice is a real link to `?lang=…`, so it also works before the
 * script has loaded; with the script it switches in place.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  const { pathname, search } = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const otherLanguage = languages.find((code) => code !== language) ?? language

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

  const hrefFor = (code: Language) => {
    const query = new URLSearchParams(search)
    query.set(languageQueryParam, code)
    return `${pathname}?${query}`
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
        {/*
          The button speaks to visitors of the other language, in theirs, and offers it: 'LANGUAGE EN'
          on Italian pages, 'LINGUA IT' on English ones (not 'LANGUAGE IT', which reads as if English
          were not there).
        */}
        <span lang={t('language.labelLanguage')}>
          {t('language.label')} <span className="language-switcher__current">{otherLanguage.toUpperCase()}</span>
        </span>
      </button>
      <ul id={listId} className="language-switcher__list" hidden={!isOpen}>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              className="language-switcher__option"
              aria-current={code === language ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                setLanguage(code)
                setIsOpen(false)
                toggleRef.current?.focus()
              }}
            >
              {t(`language.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
