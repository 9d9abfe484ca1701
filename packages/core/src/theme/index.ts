export * from './mantine-defaults';
export * from './safe-values';
export * from './theme-tokens';
