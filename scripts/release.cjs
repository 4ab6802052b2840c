// The release phase of platforms configured before the Procfile ran `node build/cms/migrate.js`
// itself: the same command (apply the back end's migrations from the build, with plain Node).
require('./built.cjs').runBuilt('build/cms/migrate.js', []);
