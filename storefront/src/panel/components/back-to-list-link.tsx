import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { adminPaths } from '@/panel/admin-paths'

/** The way back to the car list at the start of a panel screen's bar (on a phone, its arrow). */
export function BackToListLink({ label }: { label: string }) {
  return (
    <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
      <ChevronLeftIcon size={18} />
      {label}
    </Link>
  )
}
