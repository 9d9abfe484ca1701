// Reads an example's production build output (Node built-ins only): which of its JavaScript files contain a
// string. The examples check that no sandbox default of `@veriframe/react` (127.0.0.1:4011) reaches the
// browser bundle, and that the frontend URL given at build time does (so the right files were read).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `.js` files under `dir` (recursively) whose text contains `text`, relative to `dir`. */
export function scriptsContaining(dir, text) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(join(dir, file), 'utf8').includes(text));
}

/** The local sandbox's frontend origin, the provider's development default. */
export const sandboxDefaultOrigin = '127.0.0.1:4011';
