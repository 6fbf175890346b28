# syntax=docker/dockerfile:1
# SommAI in production: built in one stage, run from a slim image as an unprivileged user.
#   docker build -t sommai .
#   docker run -p 3000:3000 -v sommai-data:/data sommai
# Several servers on PostgreSQL, an S3-compatible store and Redis: see compose.yaml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only the source changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/knowledge/package.json packages/knowledge/
RUN npm install --no-audit --no-fund
COPY . .
# The web app, its precompressed assets and the embedded database template.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf apps/web/src apps/web/node_modules/.vite e2e bench .tmp

FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The only place the server writes: the embedded database, files and secret (or, with PostgreSQL
# and S3, little more than temporary files).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only; orchestrators should route traffic on /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM lets open requests finish for SHUTDOWN_TIMEOUT_MS, then ends open streams cleanly.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=16", "--v8-pool-size=0", "--expose-gc", "apps/server/src/main.js"]
