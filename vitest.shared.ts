// Workspace packages resolve each other's `src` through this export condition, so tests never need a build.
export const workspaceConditions = ['@veriframe/development'];
