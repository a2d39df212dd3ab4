# Kitsmith for self-hosting: the built API (apps/api/dist) and web app (apps/web/dist) with
# the production dependencies only, run by plain node as a non-root user. See README.md
# ("Self-hosting") and compose.yaml (with PostgreSQL and Redis).

# --- build: install everything, build, then drop the dev dependencies ---
FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g npm@11.19.1
WORKDIR /src
COPY . .
RUN npm ci
RUN npm run build
RUN npm prune --omit=dev
# What runs, and nothing else: the two builds, the API's package.json (it makes dist/ ES
# modules), and the production node_modules (the bundle loads pg, better-sqlite3, pino and
# iconv-lite from there).
RUN mkdir -p /out/apps/api /out/apps/web \
  && cp package.json /out/ \
  && cp -R node_modules /out/node_modules \
  && cp -R apps/api/package.json apps/api/dist /out/apps/api/ \
  && if [ -d apps/api/node_modules ]; then cp -R apps/api/node_modules /out/apps/api/; fi \
  && cp -R apps/web/dist /out/apps/web/ \
  && rm -f /out/apps/api/dist/*.map

# --- run ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/v1/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) drains in-flight requests, closes the database and Redis, exits 0.
CMD ["node", "apps/api/dist/server.js"]
