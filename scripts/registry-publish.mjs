// Publishes a packed tarball to a registry with the one request `npm publish` sends (libnpmpublish's PUT of
// the packument with the tarball attached), from this process: five `npm publish` processes cost seconds of
// CPU each on a busy two-core machine, this costs milliseconds. Used by scripts/registry.mjs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The `package/package.json` of a tarball `npm pack` or `pnpm pack` wrote (ustar entries of 512-byte blocks). */
export function readPackedManifest(tgz) {
  const tar = gunzipSync(tgz);
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const field = (start, length) =>
      tar
        .subarray(offset + start, offset + start + length)
        .toString()
        .replace(/\0.*$/s, '');
    const name = field(0, 100);
    if (name === '') break;
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    if ((prefix ? `${prefix}/${name}` : name) === 'package/package.json')
      return JSON.parse(tar.subarray(offset + 512, offset + 512 + size).toString());
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('no package/package.json in the tarball');
}

/** PUTs the tarball at `path` as a new version of its package, as the holder of `token`. */
export async function publishTarball({ url, token }, path) {
  const tgz = readFileSync(path);
  const manifest = readPackedManifest(tgz);
  const { name, version } = manifest;
  const file = `${name}-${version}.tgz`;
  const dist = {
    shasum: createHash('sha1').update(tgz).digest('hex'),
    integrity: `sha512-${createHash('sha512').update(tgz).digest('base64')}`,
    tarball: `${url}${name}/-/${name.split('/').pop()}-${version}.tgz`,
  };
  const packument = {
    _id: name,
    name,
    description: manifest.description,
    'dist-tags': { latest: version },
    versions: { [version]: { ...manifest, _id: `${name}@${version}`, dist } },
    _attachments: {
      [file]: { content_type: 'application/octet-stream', data: tgz.toString('base64'), length: tgz.length },
    },
  };
  const response = await fetch(`${url}${name.replace('/', '%2f')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(packument),
  });
  if (!response.ok)
    throw new Error(`publishing ${path} to ${url} answered ${response.status}: ${await response.text()}`);
}
