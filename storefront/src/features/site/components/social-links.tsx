import { useTranslation } from 'react-i18next'
import { FacebookIcon, InstagramIcon } from '@/components/ui/icons'
import type { SocialLinks as SocialLinksData } from '@/lib/site-settings/types'
import './social-links.css'

const networks = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
] as const

/** The dealer's two social profiles, opening in a new tab. */
export function SocialLinks({ social }: { social: SocialLinksData | null | undefined }) {
  const { t } = useTranslation()
  const links = networks.filter(({ key }) => social?.[key])
  if (links.length === 0) return null

  return (
    <ul className="social-links">
      {links.map(({ key, Icon }) => (
        <li key={key}>
          <a className="social-links__link" href={social![key]!} target="_blank" rel="noopener noreferrer">
            <Icon size={20} />
            <span>{t(`footer.${key}`)}</span>
            <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
