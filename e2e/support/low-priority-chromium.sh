#!/bin/bash
# The suite's Chromium, niced: files run side by side on few cores, and the site's servers (at the
# usual priority) keep the CPU they need to answer as in production; the browsers that drive them wait.
# Run as root, Chromium would raise its browser and GPU processes to nice -8 (above the servers):
# without CAP_SYS_NICE it cannot. e2e/support/browser.ts launches it with E2E_CHROMIUM_PATH set.
# Chromium reads one --disable-features: Playwright's and the suite's lists are joined into it.
disabled=""
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
[ -n "$disabled" ] && args+=("--disable-features=$disabled")
if command -v setpriv >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  exec setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice nice -n 10 "$E2E_CHROMIUM_PATH" "${args[@]}"
fi
exec nice -n 10 "$E2E_CHROMIUM_PATH" "${args[@]}"
