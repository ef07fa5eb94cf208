import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { AboutBlock } from '@/features/site/components/about-block'
import { BrandMarquee } from '@/features/cars/home/brand-marquee'
import { HomeHero } from '@/features/site/components/home-hero'
import { HomeSearch } from '@/features/cars/home/home-search'
import { ServicesSection } from '@/features/services/components/services-section'
import { SoldStrip } from '@/features/cars/home/sold-strip'
import { StockSection } from '@/features/cars/home/stock-section'
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
