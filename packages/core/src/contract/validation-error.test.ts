import { describe, expect, it } from 'vitest';
import { ValidationError } from './validation-error';

describe('ValidationError', () => {
  it('is an Error named ValidationError that lists every issue in its message', () => {
    const error = new ValidationError([
      { path: 'colors.brand[3]', rule: 'hex-color', message: 'fails rule hex-color' },
      { path: '', rule: 'type:object', message: 'fails rule type:object' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ValidationError');
    expect(error.issues).toHaveLength(2);
    expect(error.message).toContain('colors.brand[3]: fails rule hex-color');
    expect(error.message).toContain('(root): fails rule type:object');
  });
});
