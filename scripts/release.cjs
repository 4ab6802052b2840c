// Release phase (Procfile): apply the back end's database migrations from its build, with plain
// Node (no tsx: a PaaS prunes devDependencies after the build). Uses DATABASE_URL / DATA_DIR.
const path = require('node:path');

const entry = path.join(__dirname, '..', 'build', 'cms', 'migrate.js');
let migrate;
try {
  ({ migrate } = require(entry));
} catch (error) {
  console.error(`Cannot load ${entry}: run "npm run build" first (${error.message})`);
  process.exit(1);
}
const started = Date.now();
migrate().then(
  () => console.log(`Migrations applied in ${Date.now() - started} ms`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
