const fs=require('fs'); const dir=process.argv[2]; const file=fs.readdirSync(dir).filter(f=>f.endsWith('.cpuprofile')).map(f=>dir+'/'+f)[0];
const p=JSON.parse(fs.readFileSync(file,'utf8'));
const counts={}; p.samples.forEach((s,i)=>{counts[s]=(counts[s]||0)+(p.timeDeltas[i]||0)});
const byId=new Map(p.nodes.map(n=>[n.id,n])); const parent=new Map(); for(const n of p.nodes) for(const c of n.children||[]) parent.set(c,n.id);
let total=0; for(const n of p.nodes){ if(n.callFrame.functionName!=='(idle)') total+=counts[n.id]||0; }
const re=new RegExp(process.argv[3]); const incl={};
for(const n of p.nodes){ const t=counts[n.id]||0; if(!t) continue; const seen=new Set(); let id=n.id; while(id!==undefined){ const m=byId.get(id); const key=(m.callFrame.url.split('node_modules/').pop()||'').split('/')[0]+' '+m.callFrame.functionName+':'+m.callFrame.lineNumber; if(re.test(key)&&!seen.has(key)){seen.add(key); incl[key]=(incl[key]||0)+t;} id=parent.get(id);} }
for(const [k,v] of Object.entries(incl).sort((a,b)=>b[1]-a[1]).slice(0,30)) console.log((100*v/total).toFixed(2)+'%',k);
