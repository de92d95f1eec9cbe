#!/bin/sh
# The suite's Chromium, niced: files run side by side on few cores, and the site's servers (at the
# usual priority) keep the CPU they need to answer as in production; the browsers that drive them wait.
# e2e/support/browser.ts launches it with E2E_CHROMIUM_PATH set to the real browser.
exec nice -n 10 "$E2E_CHROMIUM_PATH" "$@"
