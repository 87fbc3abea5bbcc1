// The collection block names its collection from the registry (collections.ts): a page can list
// any registered collection, and a name the registry lacks is refused at load with its path.
import { describe, it, expect } from 'vitest';
import { blockSchema } from './index.js';
import { collectionNames } from '../collections.js';

describe('the collection block', () => {
  it('accepts every collection of the registry', () => {
    expect(collectionNames.length).toBeGreaterThanOrEqual(6);
    for (const name of collectionNames) {
      const parsed = blockSchema.safeParse({ type: 'collection', collection: name });
      expect(parsed.success, `collection "${name}" refused: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('refuses a collection the registry does not have, naming the field', () => {
    const parsed = blockSchema.safeParse({ type: 'collection', collection: 'events' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['collection']);
  });
});
