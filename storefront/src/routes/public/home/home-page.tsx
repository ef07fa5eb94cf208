import { useTranslation } from 'react-i18next'
import { PageHead } from '../../../components/seo/page-head'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site/api/get-site-settings'
import { autoDealerStructuredData } from '../../../features/site/lib/dealer-structured-data'
import { useSiteOrigin } from '../../../lib/site-origin'
import { AboutBlock } from './about-block'
import { BrandMarquee } from './brand-marquee'
import { HomeHero } from './home-hero'
import { HomeSearch } from './home-search'
import { ServicesSection } from './services-section'
import { StockSection } from './stock-section'
import './home.css'

export function HomePage() {
  const { t } = useTranslation('home')
  const { data: settings } = useSiteSettings()
  const origin = useSiteOrigin()

  return (
    <>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        canonicalPath={paths.home}
        structuredData={settings ? [autoDealerStructuredData(settings, origin)] : []}
      />
      <HomeHero dealershipName={settings?.dealershipName} />
      <HomeSearch />
      <BrandMarquee />
      <StockSection />
      <ServicesSection />
      <AboutBlock />
    </>
  )
}
