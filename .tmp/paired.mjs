// paired uncached-view CPU: two servers, requests alternated, CPU from /proc/PID/stat
import fs from 'node:fs';
const [a, b, rounds = '30'] = process.argv.slice(2); // "port:pid"
const tick = 100; // CLK_TCK
const cpu = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 1000 / tick; };
const urls = ['/de', '/de/konzerte', '/de/konzerte/rasumowsky/4', '/de/stories/podcast-hoeren-lernen-folge-1/15', '/de/orchester/hanna-lindqvist/2', '/de/ueber-uns', '/en', '/en/concerts', '/de/stories', '/de/orchester'];
const sides = [a, b].map((s) => { const [port, pid] = s.split(':'); return { port, pid, ms: 0, n: 0 }; });
const get = async (port, u) => { const r = await fetch(`http://127.0.0.1:${port}${u}`); await r.arrayBuffer(); if (r.status !== 200) throw new Error(`${port}${u} ${r.status}`); };
for (const s of sides) for (const u of urls) await get(s.port, u); // warm
for (let r = 0; r < Number(rounds); r++) {
  for (const u of urls) {
    for (const s of (r % 2 ? [...sides].reverse() : sides)) {
      const before = cpu(s.pid); await get(s.port, u); s.ms += cpu(s.pid) - before; s.n++;
    }
  }
}
for (const s of sides) console.log(`${s.port}: ${(s.ms / s.n).toFixed(2)} ms CPU per view over ${s.n} views`);
console.log(`B/A = ${((sides[1].ms / sides[1].n) / (sides[0].ms / sides[0].n)).toFixed(3)}`);
