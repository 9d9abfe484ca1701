// The built .d.ts writes an inferred object type's properties in the order its checker first met their names, and
// tsdown's declaration emit meets files in a different order from one build to the next (rolldown loads modules in
// parallel): `.pick({ request_id, link, expires_in })` came out `link; expires_in` in one build of core and
// `expires_in; link` in the next, same sources. The order of a type's properties is no part of its API, so the
// reports write the members of every multi-line object type sorted by name, as API Extractor already sorts
// interfaces and classes (those are left as it wrote them).

const indentOf = (line) => line.length - line.trimStart().length;
const closes = (line) => /^\s*[}\])]/.test(line);
/** A block whose order is API Extractor's own (or meaningful): interface, class, namespace, enum. */
const declarationOpener =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:interface|class|namespace|module|enum)\b/;
/** A property or method signature's name; call, construct and index signatures have none (their order counts). */
const memberName = (line) => line.trim().match(/^(?:readonly\s+)?(["']?)([\w$-]+)\1\??\s*[:(<]/)?.[2];

/** Lines with the members of each object type literal in them sorted by name (stable: overloads keep order). */
function canonical(lines) {
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const opener = lines[i];
    if (!opener.trimEnd().endsWith('{')) {
      out.push(opener);
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < lines.length && (lines[end].trim() === '' || indentOf(lines[end]) > indentOf(opener)))
      end += 1;
    const body = lines.slice(i + 1, end);
    const members = [];
    const childIndent = body.length > 0 ? indentOf(body[0]) : 0;
    for (const line of body) {
      const startsMember = members.length === 0 || (indentOf(line) === childIndent && !closes(line));
      if (startsMember) members.push([line]);
      else members.at(-1).push(line);
    }
    const sorted = members.map(canonical);
    const names = sorted.map((member) => memberName(member[0]));
    if (!declarationOpener.test(opener) && names.every(Boolean)) {
      const order = sorted.map((member, index) => ({ member, name: names[index], index }));
      order.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
      sorted.splice(0, sorted.length, ...order.map(({ member }) => member));
    }
    out.push(opener, ...sorted.flat());
    i = end;
  }
  return out;
}

/** A run of two or more string literal types of one union: `"PASS" | "FAIL" | "PENDING"`. */
const literalRun = /"(?:[^"\\]|\\.)*"(?: \| "(?:[^"\\]|\\.)*")+/g;

/**
 * Each run of string literals in a union sorted: the checker writes a union's members in the order it created
 * their types, which moves between builds like the properties above (`"PASS" | "FAIL" | "PENDING"` in one build,
 * `"PASS" | "PENDING" | "FAIL"` in the next), and a union's order is no part of its API.
 *
 * @example
 * sortLiteralUnions('action: "PASS" | "FAIL" | "PENDING";'); // 'action: "FAIL" | "PASS" | "PENDING";'
 */
export function sortLiteralUnions(report) {
  return report.replace(literalRun, (run) =>
    run
      .split(' | ')
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .join(' | '),
  );
}

/**
 * The report with the members of each multi-line object type literal sorted by name.
 *
 * @example
 * sortTypeLiteralMembers('declare const a: {\n    b: 1;\n    a: 2;\n};'); // 'declare const a: {\n    a: 2;\n    b: 1;\n};'
 */
export function sortTypeLiteralMembers(report) {
  return canonical(report.split('\n')).join('\n');
}
