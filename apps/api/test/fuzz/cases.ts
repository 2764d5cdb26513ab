import { freshIp } from '../helper.ts';
import type { Operation } from './operations.ts';
import { createRng } from './random.ts';
import type { CaseContext, FuzzCase } from './request-parts.ts';
import { STRATEGIES } from './strategies.ts';

/**
 * The cases of one operation: its own seeded stream, cycling through the strategies that
 * apply so each kind of input is tried before any is repeated.
 */
export function casesFor(
  op: Operation,
  seed: number,
  count: number,
  context: Omit<CaseContext, 'rng'>,
): FuzzCase[] {
  const rng = createRng(seed, op.key);
  const ctx: CaseContext = { ...context, rng };
  const strategies = STRATEGIES.filter((s) => s.applies(op));
  return Array.from({ length: count }, (_, i) => {
    const strategy = strategies[i % strategies.length] ?? STRATEGIES[0];
    if (!strategy) throw new Error('no strategy');
    const c = strategy.build(op, ctx, freshIp());
    return { ...c, label: `#${i} ${strategy.name}: ${c.label}` };
  });
}
