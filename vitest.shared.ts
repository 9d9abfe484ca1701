// Workspace packages resolve each other's `src` through this export condition, so tests never need a build.
export const workspaceConditions = ['@veriframe/development'];

/**
 * Generous bounds for tests that start real servers: a waiting test ends as soon as what it waits for happens,
 * so a long bound costs nothing when it passes, and a machine kept busy (two CPU-bound processes beside the
 * test command) must not fail it. Vitest's defaults (5 s per test, 10 s per hook) were within 2x of real runs.
 */
export const timeoutsForRealServers = { testTimeout: 30_000, hookTimeout: 60_000 };
