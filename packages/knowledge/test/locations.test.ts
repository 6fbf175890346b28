import { describe, expect, it } from 'vitest';
import { knowledge, REGION_LOCATIONS } from '../src/index.ts';

describe('region positions', () => {
  it('belong to known regions and reach them through the knowledge base', () => {
    for (const [id, at] of Object.entries(REGION_LOCATIONS)) {
      expect(knowledge.region(id)?.location, id).toEqual(at);
      expect(Math.abs(at.lat), id).toBeLessThanOrEqual(90);
      expect(Math.abs(at.lon), id).toBeLessThanOrEqual(180);
    }
    expect(Object.keys(REGION_LOCATIONS).length).toBeGreaterThanOrEqual(140);
  });

  it('put each mapped region near its mapped parent, as a place inside it should be', () => {
    const far: string[] = [];
    for (const [id, at] of Object.entries(REGION_LOCATIONS)) {
      const parent = knowledge.region(id)?.parent;
      const up = parent ? REGION_LOCATIONS[parent] : undefined;
      // A region's parts lie within about 3° of its heart (the Loire, the widest here, spans ~4.5°).
      if (up && Math.hypot(at.lat - up.lat, at.lon - up.lon) > 3) far.push(`${id} from ${parent}`);
    }
    expect(far).toEqual([]);
  });
});
