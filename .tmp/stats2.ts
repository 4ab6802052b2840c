import webpack from 'webpack';
import configure from '../webpack.config';
const configs = configure({}, { mode: 'production' }).filter((c) => c.name === 'client').map((c) => ({ ...c, output: { ...c.output, path: '/tmp/clientstats' } }));
webpack(configs, (err, multi) => {
  if (err) { console.log('ERR', err); return; }
  const stats = (multi as any).stats[0];
  const j = stats.toJson('verbose');
  require('fs').writeFileSync('/tmp/clientstats.json', JSON.stringify(j));
  console.log('written', j.chunks.length);
});
