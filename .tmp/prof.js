const fs=require('fs'); const dir=process.argv[2]; const file=fs.readdirSync(dir).filter(f=>f.endsWith('.cpuprofile')).map(f=>dir+'/'+f)[0];
const p=JSON.parse(fs.readFileSync(file,'utf8'));
const counts={}; p.samples.forEach((s,i)=>{counts[s]=(counts[s]||0)+(p.timeDeltas[i]||0)});
let total=0; const byPkg={}, byFn={};
const pk=u=>{ if(u.includes('node_modules/')){const r=u.split('node_modules/').pop(); return r.split('/').slice(0,r.startsWith('@')?2:1).join('/');} return u? u.replace('file:///work/main/',''):'';};
for(const n of p.nodes){const t=counts[n.id]||0; const fn=n.callFrame.functionName; if(fn==='(idle)'||fn==='(program)'&&false) continue; total+=t; const k=pk(n.callFrame.url)||('('+fn+')'); byPkg[k]=(byPkg[k]||0)+t; const f=k+' '+fn+':'+n.callFrame.lineNumber; byFn[f]=(byFn[f]||0)+t;}
console.log('total busy ms',(total/1000).toFixed(0));
for(const [k,v] of Object.entries(byPkg).sort((a,b)=>b[1]-a[1]).slice(0,22)) console.log((100*v/total).toFixed(1)+'%',k);
const re=new RegExp(process.argv[3]||'i18n');
console.log('--- functions matching',re);
for(const [k,v] of Object.entries(byFn).filter(([k])=>re.test(k)).sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log((100*v/total).toFixed(2)+'%',k);
