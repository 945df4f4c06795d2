# syntax=docker/dockerfile:1
# The console's image: built once with node, served by unprivileged nginx on port 8080.
# deploy/start.sh (the entrypoint) writes config.json and the nginx server block from CONSOLE_*
# variables at every start, so one image serves every environment (docs/deploy.md).
#
#   docker build --build-arg CONSOLE_COMMIT=$(git rev-parse HEAD) -t loyalty-console .
#   docker run --rm -p 8080:8080 -e CONSOLE_API_URL=https://api.example.com \
#     -e CONSOLE_ENVIRONMENT=production loyalty-console

FROM node:22-bookworm-slim AS build
# Vite 8's dependency tree needs npm 11's resolution; the image ships npm 10.
RUN npm i -g npm@11
WORKDIR /src
# The release in error reports is the package version + this commit (docs/deploy.md); the image has
# no git, so the commit comes in as a build argument.
ARG CONSOLE_COMMIT=""
ENV CONSOLE_COMMIT=${CONSOLE_COMMIT}
# Dependencies first: this layer is reused while package*.json stay the same.
COPY package.json package-lock.json .npmrc* ./
RUN npm ci
COPY . .
RUN npm run build

FROM nginxinc/nginx-unprivileged:1.28-alpine
COPY --from=build /src/dist /usr/share/nginx/html
COPY deploy/start.sh deploy/nginx.conf /opt/console/
# Root for these lines only. The start writes two files and no other: the served config.json and the
# server block. Group 0 may write them too, for platforms that run the image under an arbitrary uid
# in group 0 (OpenShift). Everything else of the build stays read-only to the server.
USER root
RUN chmod 0755 /opt/console/start.sh \
    && chmod 0644 /opt/console/nginx.conf \
    && touch /etc/nginx/conf.d/default.conf \
    && chown 101:0 /usr/share/nginx/html/config.json /etc/nginx/conf.d/default.conf \
    && chmod 0664 /usr/share/nginx/html/config.json /etc/nginx/conf.d/default.conf
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/opt/console/start.sh"]
CMD ["nginx", "-g", "daemon off;"]
