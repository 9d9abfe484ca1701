// Stops the services process global-setup started (closing its standard input ends it).
module.exports = async () => {
  const child = globalThis.__veriframeServices;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
};
