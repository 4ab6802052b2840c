import webpack from 'webpack';
import configure from '/work/main/webpack.config';
const all = (configure as any)({}, { mode: 'production' });
const configs = (Array.isArray(all) ? all : [all]).filter((c: any) => c.name === 'client').map((c: any) => ({ ...c, output: { ...c.output, path: '/tmp/clientstats' } }));
webpack(configs, (err, stats) => {
  if (err) throw err; if (stats!.hasErrors()) { console.log(stats!.toString("errors-only")); return; }
  const j = stats!.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true });
  const s = (j as any).children ? (j as any).children[0] : j;
  const main = s.chunks.find((c: any) => (c.names ?? []).includes("main")); if (!main) { console.log(s.chunks.map((c: any) => c.names)); return; }
  const mods = main.modules.flatMap((m: any) => m.modules ?? [m]);
  const byPkg: Record<string, number> = {};
  for (const m of mods) {
    const name = m.name as string;
    const pkg = name.includes('node_modules') ? name.split('node_modules/').pop()!.split('/').slice(0, name.split('node_modules/').pop()!.startsWith('@') ? 2 : 1).join('/') : name.replace(/^\.\//, '').split('/').slice(0, 2).join('/');
    byPkg[pkg] = (byPkg[pkg] || 0) + m.size;
  }
  console.log(Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v}\t${k}`).join('\n'));
});
