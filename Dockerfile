# One image for every ISPS node (docker-compose.yml runs two of them behind nginx).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The client is built once here, so a starting node finds it up to date and builds nothing.
RUN npm run build
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
EXPOSE 8080
CMD ["npx", "tsx", "server/main.ts"]
