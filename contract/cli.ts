/**
 * npm run contract:check -- --api https://api.example.com --token <jwt>
 *
 * Checks a live API against schema/openapi.json with a token of the role to check
 * (docs/contract.md). `--only billing.,users.list` checks the endpoints whose names start so.
 * Exit code: 0 every answer conforms, 1 one or more differ, 2 wrong usage.
 * The token may come from CONTRACT_TOKEN instead of --token, to keep it out of shell history.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkContract, formatReport } from './checkContract';

const DOCUMENT = fileURLToPath(new URL('../schema/openapi.json', import.meta.url));
const USAGE =
  'usage: npm run contract:check -- --api <origin> --token <jwt> [--only <name prefix>,...]   (or CONTRACT_TOKEN=<jwt>)';

function argument(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(args: readonly string[]): Promise<number> {
  const api = argument(args, '--api');
  const token = argument(args, '--token') ?? process.env.CONTRACT_TOKEN;
  if (!api || !token) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!/^https?:\/\/[^/\s]+\/?$/.test(api)) {
    process.stderr.write(`--api "${api}" is not an origin (https://host[:port])\n${USAGE}\n`);
    return 2;
  }
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Record<string, unknown>;
  let report;
  try {
    const only = argument(args, '--only')?.split(',').filter(Boolean) ?? [];
    report = await checkContract({ api, token, document, only });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  process.stdout.write(formatReport(report));
  return report.lines.some((l) => l.verdict === 'differs') ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
