import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { createAdminT, type AdminT } from './admin-t'

export type { AdminT, AdminTextKey } from './admin-t'

/** The panel's `t`, following the language switch like `useTranslation`. */
export function useAdminTranslation(): { t: AdminT; language: string } {
  const { i18n } = useTranslation()
  const language = i18n.language
  const t = useMemo(() => createAdminT(i18n, language), [i18n, language])
  return { t, language }
}
