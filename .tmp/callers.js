const fs=require('fs'); const dir=process.argv[2]; const file=fs.readdirSync(dir).filter(f=>f.endsWith('.cpuprofile')).map(f=>dir+'/'+f)[0];
const p=JSON.parse(fs.readFileSync(file,'utf8'));
const counts={}; p.samples.forEach((s,i)=>{counts[s]=(counts[s]||0)+(p.timeDeltas[i]||0)});
const byId=new Map(p.nodes.map(n=>[n.id,n])); const parent=new Map(); for(const n of p.nodes) for(const c of n.children||[]) parent.set(c,n.id);
const sub=id=>{const n=byId.get(id); return (counts[id]||0)+(n.children||[]).reduce((a,c)=>a+sub(c),0);};
const re=new RegExp(process.argv[3]); const by={};
for(const n of p.nodes){ const k=(n.callFrame.url.split('node_modules/').pop()||'').split('/')[0]+' '+n.callFrame.functionName+':'+n.callFrame.lineNumber; if(!re.test(k)) continue; const par=byId.get(parent.get(n.id)); const pk=(par.callFrame.url.split('/').pop())+' '+par.callFrame.functionName+':'+par.callFrame.lineNumber+':'+par.callFrame.columnNumber; by[pk]=(by[pk]||0)+sub(n.id); }
for(const [k,v] of Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,15)) console.log((v/1000).toFixed(0)+'ms',k);
