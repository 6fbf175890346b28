import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/lib/metrics.ts';

describe('metrics', () => {
  it('reads job queue depths from the source the queue registers, at each scrape', async () => {
    const m = new Metrics();
    let waiting = 3;
    m.onJobQueueDepth(async () => ({ training: waiting, email: 0 }));
    expect(await m.registry.metrics()).toContain('sommai_job_queue_depth{queue="training"} 3');
    waiting = 7;
    const text = await m.registry.metrics();
    expect(text).toContain('sommai_job_queue_depth{queue="training"} 7');
    expect(text).toContain('sommai_job_queue_depth{queue="email"} 0');
  });
});
