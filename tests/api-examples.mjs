// The @example blocks of the package's type declarations, as programs that
// check what they say. An example line of the form
//
//   expression; // value
//   const name = expression; // value
//
// asserts that the expression (or the new constant) matches `value` when the
// comment is a JavaScript value (or starts with one, followed by ": " and an
// explanation): equal for numbers, strings, booleans, null and undefined;
// for arrays, the same length and each element matching; for objects, every
// key the comment names matching (so `// { san: 'e4' }` checks a Move's san
// alone). Other comments are prose and are not checked.
import { readFileSync } from 'node:fs';

const AsyncFunction = (async () => {}).constructor;
const LITERALS = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);

/** Whether `source` is one JavaScript expression (await allowed). */
function isExpression(source) {
  try {
    new AsyncFunction(`return (${source}\n);`);
    return !/^\s*(const|let|var|if|for|while|return|throw|import)\b/.test(source);
  } catch {
    return false;
  }
}

/** The value a comment states: its source, or null for prose. */
function statedValue(comment) {
  const text = comment.trim();
  if (/^(e\.g\.|about|or)\b/.test(text)) return null;
  const candidates = [text];
  const colon = text.search(/: (?=[a-zA-Z(])/);
  if (colon > 0) candidates.push(text.slice(0, colon));
  for (const candidate of candidates) {
    const word = /^[A-Za-z_$][\w$]*$/.test(candidate);
    if (isExpression(candidate) && (!word || LITERALS.has(candidate))) return candidate;
  }
  return null;
}

/** Splits `line` into code and a trailing `//` comment outside strings, or null. */
function splitComment(line) {
  let quote = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '/' && line[i + 1] === '/') {
      return { code: line.slice(0, i), comment: line.slice(i + 2) };
    }
  }
  return null;
}

/** The example's code with each stated value turned into a check; `checks` counts them. */
export function instrument(code) {
  let checks = 0;
  const lines = code.split('\n').map((line, index) => {
    const split = splitComment(line);
    if (!split) return line;
    const expected = statedValue(split.comment);
    const statement = split.code.trim().replace(/;$/, '');
    if (expected === null || !split.code.trim().endsWith(';')) return line;
    const where = JSON.stringify(`line ${index + 1}: ${line.trim()}`);
    const declaration = statement.match(/^(const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*([\s\S]+)$/);
    if (declaration && isExpression(declaration[3])) {
      checks += 1;
      return `${statement}; __check(${declaration[2]}, (${expected}), ${where});`;
    }
    if (isExpression(statement)) {
      checks += 1;
      return `__check((${statement}), (${expected}), ${where});`;
    }
    return line;
  });
  return { code: lines.join('\n'), checks };
}

/** Whether `actual` matches `expected` as the header above says. */
export function matches(actual, expected) {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length
      && expected.every((item, i) => matches(actual[i], item));
  }
  if (expected !== null && typeof expected === 'object') {
    return actual !== null && typeof actual === 'object'
      && Object.keys(expected).every((key) => matches(actual[key], expected[key]));
  }
  return Object.is(actual, expected);
}

/** The source of `__check` and `matches` for a program that runs examples. */
export const CHECK_SOURCE = `${matches.toString()}
function __check(actual, expected, where) {
  if (!matches(actual, expected)) {
    const show = (value) => { try { return JSON.stringify(value); } catch { return String(value); } };
    throw new Error(\`\${where}\\n  gave     \${show(actual)}\\n  expected \${show(expected)}\`);
  }
}
`;

/**
 * The @example blocks of a declaration file: { name, line, code }, `name`
 * the declaration it documents (its first line), `code` without the
 * comment's stars and without Markdown fences.
 */
export function examplesOf(path) {
  const text = readFileSync(path, 'utf8');
  const out = [];
  for (const match of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
    const after = text.slice(match.index + match[0].length).split('\n').find((line) => line.trim() !== '') ?? '';
    const name = after.trim().replace(/\s*[{;]$/, '');
    for (let i = 0; i < body.length; i += 1) {
      if (!body[i].startsWith('@example')) continue;
      const lines = [];
      let j = i + 1;
      for (; j < body.length && !body[j].startsWith('@'); j += 1) lines.push(body[j]);
      const code = lines.filter((line) => !line.startsWith('```')).join('\n').trim();
      const fenced = lines.find((line) => line.startsWith('```'));
      const line = text.slice(0, match.index).split('\n').length + i;
      out.push({ name, line, code, language: fenced ? fenced.slice(3).trim() || 'js' : 'js' });
      i = j - 1;
    }
  }
  return out;
}

/** The names an example's own import lines bind. */
export function importedNames(code) {
  const names = new Set();
  for (const [, list] of code.matchAll(/^import\s*\{([^}]*)\}/gm)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * A module that runs one example: its import lines first, then `defaults`'
 * names the example does not import itself (module name to names), then the
 * example in an async function with its values checked.
 */
export function programOf(example, defaults) {
  const own = importedNames(example.code);
  const imports = example.code.split('\n').filter((line) => line.startsWith('import '));
  const body = example.code.split('\n').filter((line) => !line.startsWith('import ')).join('\n');
  const auto = Object.entries(defaults).map(([module, names]) => {
    const wanted = names.filter((name) => !own.has(name) && new RegExp(`\\b${name}\\b`).test(body));
    return wanted.length ? `import { ${wanted.join(', ')} } from '${module}';` : '';
  });
  const { code, checks } = instrument(body);
  return {
    checks,
    source: `${imports.join('\n')}\n${auto.join('\n')}\n${CHECK_SOURCE}\nexport default async function example() {\n${code}\n}\n`,
  };
}
