/** How many saves of a car its history keeps (Payload's `maxPerDoc`): the older ones are pruned. */
export const CAR_VERSIONS_KEPT = 50

/** Context flag: read cars' versions as stored, without the answer's derived fields. */
export const RAW_VERSIONS = 'rawCarVersions'
