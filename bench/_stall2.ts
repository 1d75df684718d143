import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { quantile, rssMb, signup, startServer, upload } from '/work/main/bench/server-harness';
const server = await startServer();
try {
  const attacker = await signup(server.base, 101);
  const neighbour = await signup(server.base, 200);
  const pdf = makePdf([linesToItems(['Jane Roe', 'Experience', 'Data Analyst, Acme 2019 - Present', 'Skills', 'SQL, Python'])]);
  const junk = new Uint8Array(9_900_000);
  for (let i = 0; i < junk.length; i++) junk[i] = (i * 2654435761) >>> 24;
  const bigPdf = new Uint8Array(pdf.length + junk.length);
  bigPdf.set(pdf); bigPdf.set(junk, pdf.length);
  const line = `Data Analyst built dashboards in SQL and Python for finance teams across regions.\n`;
  const bigTxt = new TextEncoder().encode(`Jane Roe\nExperience\n` + line.repeat(Math.floor(9.9e6 / line.length)));
  for (const [name, bytes] of [['big.pdf', bigPdf], ['big.txt', bigTxt]] as const) {
    const lat: Array<[number, number]> = [];
    let done = false;
    const t0 = performance.now();
    const poll = (async () => { while (!done) { const t = performance.now(); await (await fetch(`${server.base}/api/resumes`, { headers: { authorization: `Bearer ${neighbour}` } })).json(); lat.push([t - t0, performance.now() - t]); await new Promise((r) => setTimeout(r, 20)); } })();
    const id = await upload(server.base, attacker, bytes, name);
    const tUp = performance.now() - t0;
    for (;;) { const r = await (await fetch(`${server.base}/api/resumes/${id}`, { headers: { authorization: `Bearer ${attacker}` } })).json(); if (r.status !== 'ANALYSIS_IN_PROGRESS' && r.status !== 'PENDING') { console.log(name, r.status, (r.failureReason ?? '').slice(0, 60)); break; } await new Promise((r) => setTimeout(r, 100)); }
    const tEnd = performance.now() - t0;
    done = true; await poll;
    const worst = lat.reduce((a, b) => (b[1] > a[1] ? b : a));
    console.log(`${name}: upload answered at ${tUp.toFixed(0)} ms, analysis ended at ${tEnd.toFixed(0)} ms; neighbour p95 ${quantile(lat.map((x) => x[1]), 0.95).toFixed(0)} ms, worst ${worst[1].toFixed(0)} ms starting at ${worst[0].toFixed(0)} ms; RSS ${rssMb(server.pid).toFixed(0)} MB`);
  }
} finally { await server.stop(); }
