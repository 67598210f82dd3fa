// Names this build of the site: writes www/ferrochess/build.js (see
// buildScript in serve.mjs, which `npm start` also uses), which the service
// worker imports to name its cache, and then site/, the site as it is served
// (scripts/build-site.mjs: www/ with its JavaScript stripped of comments,
// and a build.js of its own). A build that changes any file gets a new
// name, so browsers install the new worker, which caches the new files and
// drops the old ones. scripts/build.sh runs it; so does an edit of www/.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildScript } from './serve.mjs';
import { buildSite } from './build-site.mjs';

const target = fileURLToPath(new URL('../www/ferrochess/build.js', import.meta.url));
const script = await buildScript(fileURLToPath(new URL('../www', import.meta.url)));
writeFileSync(target, script);
console.log(`[build] www/ version ${script.match(/'(\w+)'/)[1]}, site/ version ${await buildSite()}`);
