import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Next 16's Cache Components: pages prerender at build time, and route segment config such as
  // `export const runtime` is refused. The kit must build under it.
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;
