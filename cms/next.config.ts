import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The express server in front sets the security headers and compresses responses.
  poweredByHeader: false,
  compress: false,
  images: { unoptimized: true },
  // Type checking is its own step of `npm test` (tsc), not repeated in every build.
  typescript: { ignoreBuildErrors: true },
  // The car contract is a workspace of TypeScript sources, compiled with the console.
  transpilePackages: ['@autosalone/domain'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
