/**
 * `npm run bench -- lantern`: what Lighthouse's mobile LCP on a console page is made of.
 * Lighthouse does not time the page it loads: it rebuilds its requests and main-thread tasks as a
 * graph and replays it at 1.6 Mbps, 150 ms round trips and a 4× slower CPU (Lantern). Its LCP is the
 * end of the last thing in that replay that the real page started before its own LCP, averaged over
 * two replays (optimistic, pessimistic). This prints one run's replays: every request and every
 * task of 50 ms or more, with its simulated start and end. Prints; never fails on a number.
 */
import { resolve } from 'node:path';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchChromium, runLighthouse, serveConsole } from './lighthouse';
import type { Server } from 'node:http';

/** The parts of a Lantern graph node this report reads. */
interface ReplayNode {
  readonly type: string;
  readonly request?: {
    readonly url: string;
    readonly resourceType?: string;
    readonly transferSize?: number;
  };
}
interface ReplayTiming {
  readonly startTime: number;
  readonly endTime: number;
}

const LONG_TASK_MS = 50;

function describe(node: ReplayNode, t: ReplayTiming): string | undefined {
  if (node.type === 'network' && node.request) {
    const url = new URL(node.request.url);
    const kB = ((node.request.transferSize ?? 0) / 1024).toFixed(0);
    return `${node.request.resourceType ?? 'request'} ${url.port ? `:${url.port}` : ''}${url.pathname} (${kB} kB)`;
  }
  const ms = t.endTime - t.startTime;
  return ms >= LONG_TASK_MS ? `main-thread task ${ms.toFixed(0)} ms` : undefined;
}

export async function lanternPath(dist = resolve('dist'), path = '/users'): Promise<void> {
  const servers: Server[] = [];
  const port = 4650;
  const token = await serveConsole(dist, port, servers);
  const chrome = await launchChromium();
  try {
    const result = await runLighthouse(
      `http://127.0.0.1:${port}${path}?token=${token}`,
      chrome.port,
      ['performance'],
    );
    const { audits } = result.lhr;
    const value = (id: string) => (audits[id]?.numericValue ?? NaN).toFixed(0);
    console.log(
      `\nLighthouse's replay of ${path} (mobile): LCP ${value('largest-contentful-paint')} ms, FCP ${value('first-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms`,
    );
    const replays = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<
      string,
      Map<ReplayNode, ReplayTiming>
    >;
    for (const [label, timings] of replays) {
      if (!/^(optimistic|pessimistic)LargestContentfulPaint$/.test(label)) continue;
      const rows = [...timings]
        .map(([node, t]) => ({ t, text: describe(node, t) }))
        .filter((r): r is { t: ReplayTiming; text: string } => r.text !== undefined)
        .sort((a, b) => a.t.startTime - b.t.startTime || a.t.endTime - b.t.endTime);
      const end = Math.max(...[...timings.values()].map((t) => t.endTime));
      console.log(`\n${label} (ends at ${end.toFixed(0)} ms)\n   start     end`);
      for (const { t, text } of rows)
        console.log(
          `${t.startTime.toFixed(0).padStart(8)}${t.endTime.toFixed(0).padStart(8)}  ${text}`,
        );
    }
  } finally {
    await chrome.kill();
    for (const s of servers) s.close();
  }
}
