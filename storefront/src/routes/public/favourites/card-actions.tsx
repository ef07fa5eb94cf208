import { CompareToggle } from '@/features/compare/compare-toggle'
import { FavouriteButton } from '@/features/favourites/favourite-button'
import './card-actions.css'

/** What every card offers over its photo: the heart and 'Confronta' (the app hands it to the cards). */
export function carCardActions({ slug, name }: { slug: string; name: string }) {
  return (
    <>
      <div className="card-actions card-actions--top">
        <FavouriteButton slug={slug} name={name} variant="card" />
      </div>
      <div className="card-actions card-actions--bottom">
        <CompareToggle slug={slug} name={name} variant="card" />
      </div>
    </>
  )
}
