import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

interface ListPagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** 'Pagina 2 di 84' between the previous and the next page; nothing when the list fits one page. */
export function ListPager({ page, pages, onPage }: ListPagerProps) {
  const { t } = useAdminTranslation()
  if (pages <= 1 && page <= 1) return null
  const button = buttonVariants({ variant: 'outline', size: 'sm' })

  return (
    <nav className="admin-pager" aria-label={t('list.pager')}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previousPage')}
      </button>
      <p className="admin-pager__where">{t('list.pageOf', { page, pages })}</p>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.nextPage')}
      </button>
    </nav>
  )
}
