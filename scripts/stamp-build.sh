#!/usr/bin/env bash
# Names this build of the site: a hash of every file the site serves, written
# to www/ferrochess/build.js, which the service worker (www/sw.js) imports to
# name its cache. A build that changes any file gets a new name, so browsers
# install the new worker, which caches the new files and drops the old ones.
# scripts/build.sh runs it; run it again after editing www/ without a build.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(find www -type f ! -path www/ferrochess/build.js -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
printf "// Written by scripts/stamp-build.sh: the build's name, for the service worker's cache.\nself.FERROCHESS_BUILD = '%s';\n" "$version" > www/ferrochess/build.js
echo "[build] site version $version"
