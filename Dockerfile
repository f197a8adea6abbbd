# syntax=docker/dockerfile:1
# APL Simulateur — image de production (docs/OPERATIONS.md, « Docker »).
#   docker build --build-arg APP_COMMIT=$(git rev-parse HEAD) -t apl-simulateur .
#   docker run -d -p 4321:4321 -v apl-data:/data --env-file /etc/apl-simulateur/env apl-simulateur
# Debian bookworm slim et Node 22 de l'image officielle (amd64 et arm64).

# --- Étape 1 : dépendances de production et module d'administration, construits une fois, ici ----------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1 npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# Les dépendances d'abord (couche en cache tant que le verrou ne change pas). .npmrc : aucun script
# d'installation, chaque dépendance native a son binaire précompilé.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev
COPY . .
# Le back-office (api/admin/dist, avec l'empreinte de ses sources) ; .astro/ est le seul dossier du code où
# l'application écrit (Astro, à chaque build du site).
RUN npm run build:admin && mkdir -p .astro && rm -rf tests .ci

# --- Étape 2 : l'exécution, code en lecture seule, utilisateur sans privilège --------------------------------------
FROM node:22-bookworm-slim
ARG APP_COMMIT=
ENV NODE_ENV=production \
    APP_COMMIT=${APP_COMMIT} \
    ASTRO_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATABASE_PATH=/data/apl.db \
    BUILDS_DIR=/data/builds \
    MEDIA_DIR=/data/media
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data /app/.astro
USER node
# La base SQLite et son secret, les builds du site et les médias : à sauvegarder (npm run backup).
VOLUME ["/data"]
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# Node reçoit lui-même SIGTERM (pas de shell entre les deux) : arrêt propre des requêtes en cours.
CMD ["node", "--import", "./db/preload/drizzle-resolve.ts", "api/server.ts"]
