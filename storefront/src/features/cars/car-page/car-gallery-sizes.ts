/** How wide the gallery's main photo is drawn (car-page.css): the left column on wide screens. */
export const mainPhotoSizes = '(min-width: 75rem) 680px, (min-width: 64rem) 58vw, 100vw'
