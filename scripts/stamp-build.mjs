// Names this build of the site: writes www/ferrochess/build.js (see
// buildScript in serve.mjs, which `npm start` also uses), which the service
// worker imports to name its cache. A build that changes any file gets a new
// name, so browsers install the new worker, which caches the new files and
// drops the old ones. scripts/build.sh runs it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildScript } from './serve.mjs';

const target = fileURLToPath(new URL('../www/ferrochess/build.js', import.meta.url));
const script = await buildScript();
writeFileSync(target, script);
console.log(`[build] site version ${script.match(/'(\w+)'/)[1]}`);
