// The public declarations (the entry points' hand-written .d.ts) checked
// against the sources they describe: every value an entry point declares
// (function, class, constant) is exported by its module and every export is
// declared; every class's public methods and accessors, and its static
// members, are the same in the declaration and on the class at run time
// (down to the first built-in class it extends: Error, Event, EventTarget).
// TypeScript's own compiler reads the declarations; a name that the
// declaration exports as a type only (`export type *`) is told apart by
// using each name as a value in a probe file, which fails for types.
// (tsc also checks crate/js's JSDoc with checkJs: tests/types/tsconfig.package-js.json.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Each entry point: its declaration and the module it declares. */
const ENTRIES = [
  ['crate/js/index.d.ts', 'crate/js/index.js'],
  ['crate/js/rules.d.ts', 'crate/js/rules.js'],
  ['crate/js/engine-entry.d.ts', 'crate/js/engine-entry.js'],
  ['crate/js/openings.d.ts', 'crate/js/openings.js'],
  ['crate/js/play/index.d.ts', 'crate/js/play/index.js'],
  ['crate/js/board/index.d.ts', 'crate/js/board/index.js'],
  ['crate/js/elements/index.d.ts', 'crate/js/elements/index.js'],
];

const OPTIONS = {
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

/** The probe file beside a declaration: each exported name used as a value, one a line from line 2. */
const probePath = (declaration) => `${ROOT}${declaration.replace(/\.d\.ts$/, '.values-probe.ts')}`;

/** A program of the declarations and their probes: { checker, values(declaration) → the names it exports as values, symbols(declaration) }. */
function readDeclarations() {
  const plain = ts.createProgram(ENTRIES.map(([declaration]) => `${ROOT}${declaration}`), OPTIONS);
  const exportsOf = (program, declaration) => {
    const checker = program.getTypeChecker();
    return checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(`${ROOT}${declaration}`)));
  };
  const probes = new Map(ENTRIES.map(([declaration]) => {
    const names = exportsOf(plain, declaration).map((symbol) => symbol.name);
    const module = declaration.split('/').pop().replace(/\.d\.ts$/, '.js');
    const text = [`import * as M from './${module}';`, ...names.map((name) => `M.${name};`)].join('\n');
    return [probePath(declaration), { text, names }];
  }));
  const host = ts.createCompilerHost(OPTIONS);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => probes.has(file) || fileExists.call(host, file);
  host.readFile = (file) => probes.get(file)?.text ?? readFile.call(host, file);
  host.getSourceFile = (file, version) => (probes.has(file)
    ? ts.createSourceFile(file, probes.get(file).text, version)
    : getSourceFile.call(host, file, version));
  const program = ts.createProgram([...probes.keys()], OPTIONS, host);
  const checker = program.getTypeChecker();
  const values = (declaration) => {
    const probe = program.getSourceFile(probePath(declaration));
    const typesOnly = new Set(program.getSemanticDiagnostics(probe)
      .map((diagnostic) => ts.getLineAndCharacterOfPosition(probe, diagnostic.start ?? 0).line - 1));
    return probes.get(probePath(declaration)).names.filter((_, i) => !typesOnly.has(i));
  };
  return { checker, values, symbols: (declaration) => exportsOf(program, declaration) };
}

/** The built-in classes the package's classes extend (Node writes Event and EventTarget in JavaScript). */
const BUILT_INS = [Object, Function, Error, Event, EventTarget];

/** Whether `at` (a prototype or a constructor) is a built-in class's. */
function builtIn(at) {
  const constructor = typeof at === 'function' ? at : at.constructor;
  return BUILT_INS.includes(constructor) || Function.prototype.toString.call(constructor).includes('[native code]');
}

/** What the browser calls on a custom element (not part of its API; lib.dom declares none of them; nor the static observedAttributes it reads). */
const LIFECYCLE = ['connectedCallback', 'disconnectedCallback', 'adoptedCallback', 'attributeChangedCallback'];

/** The string-named members of `object` and what it inherits, up to the first built-in. */
function namesUpTo(object, skip) {
  const names = new Set();
  for (let at = object; at && !builtIn(at); at = Object.getPrototypeOf(at)) {
    for (const name of Object.getOwnPropertyNames(at)) if (!skip.includes(name)) names.add(name);
  }
  return names;
}

/** The public members TypeScript sees on `type`, as { methods, properties }, those of built-in classes left out. */
function declaredMembers(checker, type) {
  const members = checker.getPropertiesOfType(type).filter((member) => {
    const declaration = member.valueDeclaration ?? member.declarations?.[0];
    if (!declaration || declaration.getSourceFile().fileName.includes('/typescript/lib/')) return false;
    const flags = ts.getCombinedModifierFlags(declaration);
    return !(flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) && !member.name.startsWith('__');
  });
  const accessor = ts.SymbolFlags.Method | ts.SymbolFlags.GetAccessor | ts.SymbolFlags.SetAccessor;
  return {
    methods: members.filter((member) => member.flags & accessor).map((member) => member.name).sort(),
    properties: members.filter((member) => member.flags & ts.SymbolFlags.Property).map((member) => member.name),
  };
}

/** The names of the members TypeScript's own library declares on `type`'s base classes (HTMLElement, EventTarget, Error, …). */
function builtInBaseMembers(checker, type) {
  const names = new Set();
  for (const base of checker.getBaseTypes(type) ?? []) {
    for (const member of checker.getPropertiesOfType(base)) {
      const declaration = member.valueDeclaration ?? member.declarations?.[0];
      if (declaration?.getSourceFile().fileName.includes('/typescript/lib/')) names.add(member.name);
    }
  }
  return names;
}

const declarations = readDeclarations();

for (const [declaration, source] of ENTRIES) {
  test(`${declaration} declares exactly what ${source} exports`, async () => {
    const runtime = await import(`${ROOT}${source}`);
    assert.deepEqual(declarations.values(declaration).sort(), Object.keys(runtime).sort());
  });

  test(`${declaration}: each class's methods and static members are the class's at run time`, async () => {
    const runtime = await import(`${ROOT}${source}`);
    const { checker } = declarations;
    const classes = declarations.symbols(declaration)
      .map((symbol) => [symbol.name, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol])
      .filter(([name, symbol]) => symbol.flags & ts.SymbolFlags.Class && declarations.values(declaration).includes(name));
    for (const [name, symbol] of classes) {
      const { methods, properties } = declaredMembers(checker, checker.getDeclaredTypeOfSymbol(symbol));
      const onPrototype = namesUpTo(runtime[name].prototype, ['constructor', ...LIFECYCLE]);
      // (A method the built-in base declares too, such as HTMLElement's
      // addEventListener typed for the element's events, is the base's: in
      // Node an element's base is a stand-in without it.)
      const fromBase = builtInBaseMembers(checker, checker.getDeclaredTypeOfSymbol(symbol));
      const missing = methods.filter((method) => !(method in runtime[name].prototype) && !fromBase.has(method));
      assert.deepEqual(missing, [], `${name}: declared methods missing at run time`);
      assert.deepEqual([...onPrototype].filter((member) => !methods.includes(member) && !properties.includes(member)), [], `${name}: methods not declared`);
      const statics = declaredMembers(checker, checker.getTypeOfSymbol(symbol));
      const declaredStatics = [...statics.methods, ...statics.properties].filter((member) => member !== 'prototype').sort();
      const runtimeStatics = [...namesUpTo(runtime[name], ['length', 'name', 'prototype', 'observedAttributes'])].sort();
      assert.deepEqual(declaredStatics, runtimeStatics, `${name}: static members`);
    }
  });
}
