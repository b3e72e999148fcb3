# Blockvocates: the compiled server on Node 24 (ADR 017). Build: docker build -t blockvocates .
# Run with PostgreSQL: docker compose up (compose.yaml). Without DATABASE_URL the embedded
# database lives in the /data volume (one process).

# ---- build: all dependencies, the web bundle, the prerendered pages, the compiled server ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the build output only, as an unprivileged user ----
FROM node:24-bookworm-slim AS runtime
# pg_dump / pg_restore / psql for `node dist/server/cli.js backup|restore` on PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_ROOT=dist/web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=6s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "dist/server/main.js"]
