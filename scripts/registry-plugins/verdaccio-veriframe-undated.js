// A Verdaccio filter plugin for the local registry of scripts/registry.mjs: it serves the @veriframe/*
// packuments without their `time` field. Why: Verdaccio dates each version with its publish time (today), and
// the test command pins every npm install with npm's `before` setting (a committed resolution date), which
// hides a version dated after it (ETARGET). npm-pick-manifest counts a version with no `time` entry as
// published before any date, so the packages published a moment ago stay installable under the pin, while
// everything else still comes, pinned, from the npm registry.

/** Verdaccio's filter plugin interface: `filter_metadata` may rewrite each packument before it is served. */
export default class UndatedVeriframePackages {
  /** @param {Record<string, { time?: unknown }>} manifest */
  async filter_metadata(manifest) {
    if (typeof manifest.name !== 'string' || !manifest.name.startsWith('@veriframe/')) return manifest;
    const { time: _published, ...undated } = manifest;
    return undated;
  }
}
