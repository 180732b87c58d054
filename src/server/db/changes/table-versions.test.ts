import { describe, expect, it } from 'vitest';
import { TableVersions } from './table-versions';

function versionsAt(start = 1_000) {
  const clock = { now: start };
  const versions = new TableVersions(() => clock.now, 100);
  return { versions, clock };
}

function listeningOn(table: string) {
  const made = versionsAt();
  made.versions.watch(table);
  made.versions.listeningStarted();
  return made;
}

describe('TableVersions', () => {
  it.each([
    ['not listening', (v: TableVersions) => v.watch('t')],
    ['listening, table not watched', (v: TableVersions) => v.listeningStarted()],
  ])('has no stamp when %s', (_, arrange) => {
    const { versions } = versionsAt();
    arrange(versions);
    expect(versions.stamp('t')).toBeNull();
  });

  it('keeps the stamp until a change notice, which moves it', () => {
    const { versions } = listeningOn('t');
    const first = versions.stamp('t');
    expect(first).not.toBeNull();
    expect(versions.stamp('t')).toBe(first);
    versions.changed('other');
    expect(versions.stamp('t')).toBe(first);
    versions.changed('t');
    expect(versions.stamp('t')).not.toBe(first);
  });

  it('gives no stamp for a table this instance wrote until the fence has passed, then a new one', () => {
    const { versions, clock } = listeningOn('t');
    versions.watch('u');
    const before = versions.stamp('t');
    const other = versions.stamp('u');
    versions.fence('t');
    expect(versions.stamp('t')).toBeNull();
    expect(versions.stamp('u')).toBe(other);
    clock.now += 99;
    expect(versions.stamp('t')).toBeNull();
    clock.now += 1;
    expect(versions.stamp('t')).not.toBeNull();
    expect(versions.stamp('t')).not.toBe(before);
  });

  it('fences every table for a write it cannot attribute, and moves every stamp', () => {
    const { versions, clock } = listeningOn('t');
    versions.watch('u');
    const before = [versions.stamp('t'), versions.stamp('u')];
    versions.fenceAll();
    expect([versions.stamp('t'), versions.stamp('u')]).toEqual([null, null]);
    clock.now += 100;
    const after = [versions.stamp('t'), versions.stamp('u')];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('trusts nothing while the listener is lost, and nothing from before once it is back', () => {
    const { versions } = listeningOn('t');
    const before = versions.stamp('t');
    versions.listeningLost();
    expect(versions.isListening).toBe(false);
    expect(versions.stamp('t')).toBeNull();
    versions.listeningStarted();
    expect(versions.stamp('t')).not.toBeNull();
    expect(versions.stamp('t')).not.toBe(before);
  });
});
