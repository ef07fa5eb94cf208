import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { AboutBlock } from './about-block'
import { BrandMarquee } from './brand-marquee'
import { HomeHero } from './home-hero'
import { HomeSearch } from './home-search'
import { ServicesSection } from './services-section'
import { SoldStrip } from './sold-strip'
import { StockSection } from './stock-section'
import './home.css'

export function HomePage() {
  const { data: settings } = useSiteSettings()

  return (
    <>
      <HomeHero dealershipName={settings?.dealershipName} />
      <HomeSearch />
      <BrandMarquee />
      <StockSection />
      <SoldStrip />
      <ServicesSection />
      <AboutBlock />
    </>
  )
}
