import { useTranslation } from 'react-i18next'
import { FilterIcon } from '@/components/ui/icons'

interface FilterToggleProps {
  panelId: string
  isOpen: boolean
  activeCount: number
  onToggle: () => void
}

/** Opens and closes the filter panel on phones; its badge counts the active filters. */
export function FilterToggle({ panelId, isOpen, activeCount, onToggle }: FilterToggleProps) {
  const { t } = useTranslation('inventory')

  return (
    <button type="button" className="filter-toggle" aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle}>
      <FilterIcon size={18} />
      {t('filters.toggle')}
      {activeCount > 0 && (
        <span className="filter-toggle__badge">
          {activeCount}
          <span className="visually-hidden"> ({t('filters.activeCount', { count: activeCount })})</span>
        </span>
      )}
    </button>
  )
}
