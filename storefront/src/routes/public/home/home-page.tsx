import { useTranslation } from 'react-i18next'
import { PageHead } from '../../../components/seo/page-head'
import { HomeHero } from './home-hero'
import { StockSection } from './stock-section'
import './home.css'

export function HomePage() {
  const { t } = useTranslation('home')

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <HomeHero />
      <StockSection />
    </>
  )
}
