// Measuring a boundary set (other subjects, unknowable things and real wine questions that look like
// either), shared by each round's test so each states only its own floors.
import { answer } from '../../src/index.ts';
import { describeFailure, evaluate, type Figures, report } from './grade.ts';
import { loadSet } from './sets.ts';

/**
 * A set's figures, and how many of its wine questions were steered away as another subject: a miss too,
 * and the worse one, so it is counted on its own. Failures are printed for a studied part only.
 */
export function measureBoundary(name: string, printFailures: boolean): { f: Figures; steeredWine: number } {
  const items = loadSet(name);
  const f = evaluate(items);
  const steered = items
    .filter((i) => i.kind !== 'offtopic')
    .filter((i) => answer({ question: i.q, level: i.level, style: i.style ?? 'friendly' }).intent === 'off-topic');
  console.log(`${report(name, f)}\n  wine questions steered away: ${steered.length}`);
  if (printFailures) {
    console.log(steered.map((i) => `  steered away: ${i.q}`).join('\n'));
    console.log(f.failures.map(describeFailure).join('\n'));
  }
  return { f, steeredWine: steered.length };
}
