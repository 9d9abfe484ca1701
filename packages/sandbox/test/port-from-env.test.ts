import { describe, expect, it } from 'vitest';
import { portFromEnv } from '../src/index';

describe('portFromEnv (the start scripts read their ports with it)', () => {
  it('falls back when the variable is unset or empty, else reads a port from 0 to 65535', () => {
    expect(portFromEnv({}, 'PORT', 4010)).toBe(4010);
    expect(portFromEnv({ PORT: '' }, 'PORT', 4010)).toBe(4010);
    expect(portFromEnv({ PORT: '0' }, 'PORT', 4010)).toBe(0);
    expect(portFromEnv({ PORT: '65535' }, 'PORT', 4010)).toBe(65535);
  });

  it.each(['65536', '-1', '80.5', 'http'])('throws a RangeError naming the variable for %j', (raw) => {
    expect(() => portFromEnv({ PORT: raw }, 'PORT', 4010)).toThrow(
      new RangeError(`PORT: must be a port number from 0 to 65535, got ${JSON.stringify(raw)}`),
    );
  });
});
