import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * Where every id, token and number the sandbox invents comes from. Without a seed it is `node:crypto`; with a
 * seed it is a stream of HMAC-SHA256(seed, counter) blocks, so two sandboxes started with one seed and sent the
 * same requests answer byte for byte the same (stable snapshots). A seeded sandbox's tokens are guessable: it is
 * for tests only, never for anything reachable from outside the machine.
 */
export interface SandboxRandom {
  /** `count` bytes as lowercase hex (2 × count characters). */
  hex(count: number): string;
  /** `count` bytes as base64url. */
  base64url(count: number): string;
  /** An RFC 9562 version 4 UUID. */
  uuid(): string;
  /** An integer in [min, max). */
  int(min: number, max: number): number;
  /** Back to the first value of the stream (a seeded sandbox's reset replays the same ids). */
  reset(): void;
}

export function cryptoRandom(): SandboxRandom {
  return {
    hex: (count) => randomBytes(count).toString('hex'),
    base64url: (count) => randomBytes(count).toString('base64url'),
    uuid: () => randomUUID(),
    int: (min, max) => randomInt(min, max),
    reset() {},
  };
}

/** A deterministic stream for `seed` (any string; the CLI's `--seed 42` is the string "42"). */
export function seededRandom(seed: string): SandboxRandom {
  let counter = 0;
  const bytes = (count: number): Buffer => {
    const blocks: Buffer[] = [];
    let length = 0;
    while (length < count) {
      const block = createHmac('sha256', seed).update(String(counter++)).digest();
      blocks.push(block);
      length += block.length;
    }
    return Buffer.concat(blocks).subarray(0, count);
  };
  return {
    hex: (count) => bytes(count).toString('hex'),
    base64url: (count) => bytes(count).toString('base64url'),
    uuid() {
      const b = bytes(16);
      b[6] = (b[6]! & 0x0f) | 0x40;
      b[8] = (b[8]! & 0x3f) | 0x80;
      const h = b.toString('hex');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    int(min, max) {
      // 48 bits of the stream: the modulo bias is far below anything a test could notice.
      return min + (bytes(6).readUIntBE(0, 6) % (max - min));
    },
    reset() {
      counter = 0;
    },
  };
}
