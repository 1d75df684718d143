// Hostile-file figures (issue 12). Run: node --import tsx bench/hostile-files.ts
//  1. four bombs in flight at once (issue 12's two and two more): peak RSS of the compiled server with its
//     parsing processes, and another user's request latency meanwhile (p50, p95)
//  2. the whole generated corpus, uploaded one by one: how each file ended, and the server still serving
//  3. eight 10 MB uploads at once (the largest files accepted), four accounts: another user's latency
//     meanwhile (p50, p95, worst) and the peak RSS
import { spawnSync } from 'node:child_process';
import { generateHostileFiles, headlineBombs } from '@careerlens/core/testing/hostile-files';
import { quantile, ROOT, rssMb, signup, startServer, type Server } from './server-harness';

spawnSync('npm', ['run', 'build', '--workspace', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

async function send(base: string, token: string, file: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const response = await fetch(`${base}/api/resumes/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id?: string; message?: string } };
}

async function ending(base: string, token: string, id: string): Promise<{ status: string; reason: string }> {
  for (;;) {
    const resume = (await (
      await fetch(`${base}/api/resumes/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status: string; failureReason: string | null };
    if (resume.status === 'ANALYSIS_COMPLETED' || resume.status === 'ANALYSIS_FAILED')
      return { status: resume.status, reason: resume.failureReason ?? '' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Until stop(): the server's peak RSS with its parsing processes (sampled every 20 ms), and the latency of
 * another user's `GET /api/resumes`, asked again `pauseMs` after each answer.
 */
function watchServer(server: Server, token: string, pauseMs: number) {
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const latencies: number[] = [];
  let watching = true;
  const neighbour = (async () => {
    while (watching) {
      const started = performance.now();
      await (
        await fetch(`${server.base}/api/resumes`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop() {
      watching = false;
      await neighbour;
      clearInterval(sampler);
      return { peak, latencies };
    },
  };
}

const server = await startServer();
try {
  const attacker = await signup(server.base, 1);
  const neighbour = await signup(server.base, 2);
  const before = rssMb(server.pid);
  const watch = watchServer(server, neighbour, 50);
  const started = performance.now();
  const endings = await Promise.all(
    headlineBombs().map(async (bomb) => {
      const sent = await send(server.base, attacker, bomb);
      if (!sent.body.id) return `${bomb.name}: ${sent.status}`;
      const end = await ending(server.base, attacker, sent.body.id);
      return `${bomb.name}: ${end.status} (${end.reason.slice(0, 60)}…)`;
    }),
  );
  const { peak, latencies } = await watch.stop();
  console.log(
    `1. 4 bombs in flight ended in ${((performance.now() - started) / 1000).toFixed(1)} s; peak RSS of the server ` +
      `with its parsing processes ${peak.toFixed(0)} MB (${before.toFixed(0)} MB before); another user's ` +
      `${latencies.length} requests: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms\n   ` +
      endings.join('\n   '),
  );

  const corpus = generateHostileFiles();
  const tally = new Map<string, number>();
  let corpusPeak = rssMb(server.pid);
  const corpusSampler = setInterval(() => (corpusPeak = Math.max(corpusPeak, rssMb(server.pid))), 50);
  const corpusStarted = performance.now();
  for (const file of corpus) {
    const sent = await send(server.base, attacker, file);
    let outcome = sent.status >= 500 ? `${sent.status} (server error)` : sent.status >= 400 ? '4xx' : '';
    if (!outcome && sent.body.id) outcome = (await ending(server.base, attacker, sent.body.id)).status;
    tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  }
  clearInterval(corpusSampler);
  const health = await fetch(`${server.base}/api/health`);
  console.log(
    `2. ${corpus.length} hostile files in ${((performance.now() - corpusStarted) / 1000).toFixed(0)} s: ` +
      [...tally].map(([outcome, count]) => `${count} ${outcome}`).join(', ') +
      `; peak RSS ${corpusPeak.toFixed(0)} MB; server still serving: ${health.ok}`,
  );

  const uploaders = await Promise.all([11, 12, 13, 14].map((index) => signup(server.base, index)));
  const line = 'Data Analyst who built dashboards in SQL and Python for finance teams in four regions.\n';
  const tenMb = (seed: number) => ({
    name: `large-${seed}.txt`,
    bytes: new TextEncoder().encode(
      `Jane Roe ${seed}\nExperience\n${line.repeat(Math.floor(9.9e6 / line.length))}`,
    ),
  });
  const duringUploads = watchServer(server, neighbour, 20);
  const uploadsStarted = performance.now();
  const uploadEndings = await Promise.all(
    uploaders.flatMap((token, index) =>
      [0, 1].map(async (copy) => {
        const sent = await send(server.base, token, tenMb(index * 2 + copy));
        return sent.body.id ? (await ending(server.base, token, sent.body.id)).status : String(sent.status);
      }),
    ),
  );
  const { peak: uploadPeak, latencies: waits } = await duringUploads.stop();
  console.log(
    `3. 8 uploads of 9.9 MB at once ended in ${((performance.now() - uploadsStarted) / 1000).toFixed(1)} s ` +
      `(${[...new Set(uploadEndings)].join(', ')}); another user's ${waits.length} requests meanwhile: ` +
      `p50 ${quantile(waits, 0.5).toFixed(0)} ms, p95 ${quantile(waits, 0.95).toFixed(0)} ms, ` +
      `worst ${Math.max(...waits).toFixed(0)} ms; peak RSS ${uploadPeak.toFixed(0)} MB`,
  );
} finally {
  await server.stop();
}
