import { describe, expect, it } from 'vitest';
import { ValidationError } from './error';

describe('ValidationError', () => {
  it('is an Error named ValidationError that lists every issue in its message', () => {
    const error = new ValidationError([
      { path: 'colors.brand[3]', rule: 'hex-color', message: 'expected #rgb or #rrggbb' },
      { path: '', rule: 'type:object', message: 'expected object, got null' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ValidationError');
    expect(error.issues).toHaveLength(2);
    expect(error.message).toContain('colors.brand[3]: expected #rgb or #rrggbb (hex-color)');
    expect(error.message).toContain('(root): expected object, got null (type:object)');
  });
});
