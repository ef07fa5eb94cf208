import type { SiteSettingsAnswer } from '@autosalone/domain/dealer-settings/settings-answer'

/** The dealer's details, edited in the panel's 'Impostazioni' or the console (`GET /api/globals/site-settings`, depth 0). */
export type SiteSettings = SiteSettingsAnswer

export type { OpeningHours, PostalAddress, SocialLinks } from '@autosalone/domain/dealer-settings/settings-answer'
