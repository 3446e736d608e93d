#!/usr/bin/env bash
# Issue 19 point 4, by hand (not CI): build the real JeecgBoot 2.4.6 Vue2 client, serve it beside an ISPS
# server with its API pointed at ours, and walk its system pages (docs/compat.md, "The real client").
#
#   JEECG_GIT_DIR=<git dir of a jeecg-boot clone> scripts/compat/run-jeecg-client.sh [work dir]
#
# Needs Node 20, the npm registry (yarn 1 comes from it through npx) and /usr/bin/chromium. The client is
# built OUTSIDE this repository. Ports: ISPS on 127.0.0.1:$PORT, the client on 127.0.0.2:$PORT (same port,
# another loopback address), both overridable.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$repo/../jeecg-client}
git_dir=${JEECG_GIT_DIR:?set JEECG_GIT_DIR to the git dir of a jeecg-boot clone (tag v2.4.6)}
port=${PORT:-7226}
api_host=${API_HOST:-127.0.0.1}
client_host=${CLIENT_HOST:-127.0.0.2}
data_dir=${DATA_DIR:-$(mktemp -d /tmp/jeecg-client-isps.XXXXXX)}
client="$work/ant-design-vue-jeecg"

# 1. The client's source at tag v2.4.6, patched: yarn.lock's few taobao / nlark / yarnpkg mirror URLs
#    point at registry.npmjs.org, and .env.production.local sets VUE_APP_API_BASE_URL=/jeecg-boot (the
#    client then calls its own origin, which serve.ts forwards to ISPS: no CORS).
if [ ! -d "$client/src" ]; then
  mkdir -p "$work"
  # (git archive also prints an error about a database dump outside this folder that the mirror lacks)
  git --git-dir="$git_dir" archive v2.4.6 ant-design-vue-jeecg | tar -x -C "$work" || true
  (cd "$client" && patch -p1 < "$repo/scripts/compat/jeecg-client/client.patch" && rm -f package-lock.json)
fi

# 2. Install with the committed yarn.lock (package-lock.json is a stale 2.2.1 one). No package of 2.4.6
#    downloads a binary from GitHub (it uses less, not node-sass); --ignore-scripts skips the rest.
if [ ! -d "$client/node_modules/@vue/cli-service" ]; then
  (cd "$client" && npx -y yarn@1.22.22 install --ignore-scripts --frozen-lockfile \
    --network-timeout 600000 --network-concurrency 4)
fi

# 3. Build (webpack 4 on Node 20 needs the legacy OpenSSL provider).
if [ ! -f "$client/dist/index.html" ]; then
  (cd "$client" && NODE_OPTIONS="--openssl-legacy-provider --max-old-space-size=3072" npx vue-cli-service build)
fi

# 4. ISPS on a throwaway database: no captcha, JeecgBoot's HTTP 500 on expired tokens.
# (setsid: npx starts node as a child; the EXIT trap stops each whole process group)
(cd "$repo" && PORT=$port HOST=$api_host DATA_DIR=$data_dir ISPS_CAPTCHA=off ISPS_AUTH_FAILURE_STATUS=500 \
  exec setsid npx tsx server/main.ts) &
isps=$!
# 5. The client's dist, with /jeecg-boot forwarded to ISPS.
setsid npx tsx "$repo/scripts/compat/jeecg-client/serve.ts" "$client/dist" "$client_host:$port" "http://$api_host:$port" &
serve=$!
trap 'kill -- -$isps -$serve 2>/dev/null || true' EXIT
until curl -sf "http://$api_host:$port/jeecg-boot/sys/randomImage/1" >/dev/null; do sleep 2; done

# 6. JeecgBoot's menu rows for its system pages (the client routes by the menu's `component`).
npx tsx "$repo/scripts/compat/jeecg-client/menu.ts" "http://$api_host:$port"

# 7. The walk: screenshots into docs/compat/ (probes into /tmp/jeecg-client-probes/), the per-page report
#    into /tmp/jeecg-client-walk.json. Run it on a fresh DATA_DIR: it adds users, roles and items.
npx tsx "$repo/scripts/compat/jeecg-client/walk.ts" "http://$client_host:$port" /tmp/jeecg-client-walk.json
