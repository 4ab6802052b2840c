// The release phase of platforms configured before the Procfile ran `node build/cms/migrate.js`
// itself: the same command (apply the back end's migrations from the build, with plain Node). It
// logs JSON lines with the back end's logger (cms/migrate.ts; scripts/built.cjs when the build is
// missing), as every other process of the site does.
require('./built.cjs').runBuilt('build/cms/migrate.js', []);
