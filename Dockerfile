# One image for every ISPS node (docker-compose.yml runs two of them behind nginx).
FROM node:20-bookworm-slim
# A CJK font for the server-rendered label PDFs (server/modules/system/print-templates/print-pdf.ts).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The client is built once here, so a starting node finds it up to date and builds nothing.
RUN npm run build
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
EXPOSE 8080
CMD ["npx", "tsx", "server/main.ts"]
