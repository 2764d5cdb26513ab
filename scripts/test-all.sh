#!/usr/bin/env bash
# The whole suite: unit and API tests (Vitest), then the browser tests on the built app.
set -uo pipefail
cd "$(dirname "$0")/.."
reports=$(mktemp -d)
bash scripts/ensure-chromium.sh || exit 1

npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
vitest_status=$?

npm run build --silent
build_status=$?
playwright_status=1
if [ "$build_status" -eq 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" \
    npx playwright test -c apps/web/playwright.config.ts --reporter=list,json
  playwright_status=$?
fi

node scripts/summarize-tests.mjs "$reports/vitest.json" "$reports/playwright.json"
[ "$vitest_status" -eq 0 ] && [ "$build_status" -eq 0 ] && [ "$playwright_status" -eq 0 ]
