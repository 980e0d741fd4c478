# syntax=docker/dockerfile:1
# Multi-stage: install, build, then a slim runtime that runs as the unprivileged `node` user.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The lock file lists every platform's optional builds (e.g. @next/swc-*): `npm ci` installs
# exactly what it names, or fails.
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0 UPLOAD_DIR=/app/uploads DATA_DIR=/app/.data
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json /app/next.config.mjs /app/server.ts ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/lib ./lib
COPY --from=build --chown=node:node /app/models ./models
COPY --from=build --chown=node:node /app/messages ./messages
COPY --from=build --chown=node:node /app/i18n ./i18n
# `npm run uploads:migrate`: a local uploads folder into the bucket (README.md, "Docker compose").
COPY --from=build --chown=node:node /app/scripts/migrate-uploads.ts ./scripts/
RUN mkdir -p /app/uploads /app/.data && chown node:node /app/uploads /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# A first old-space of 256 MB: a process that has just started (a rolling restart, every user
# reconnecting at once) does not run its first full collections in the middle of that burst.
CMD ["node", "node_modules/tsx/dist/cli.mjs", "--initial-old-space-size=256", "server.ts"]
