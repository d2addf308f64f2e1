import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * The TypeScript projects (tsconfig.json's references) enforce for globals what lint enforces for imports: the
 * contract sees neither DOM nor Node, the app no Node, the servers no DOM. Shown on the real configs with a probe
 * file compiled in memory, and every source file belongs to exactly one project (none goes unchecked).
 */
const root = join(import.meta.dirname, '..');
const parse = (project: string) => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${project} did not parse`);
  return parsed;
};
const solution = parse('tsconfig.json');
const projects = (solution.projectReferences ?? []).map((r) => relative(root, r.path));

/** The names the compiler cannot find when `probe` (a path the project covers) holds `code`. */
function missingNames(project: string, probe: string, code: string): string[] {
  const { options } = parse(project);
  const file = join(root, probe);
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) =>
    name === file ? ts.createSourceFile(name, code, lang) : read(name, lang, ...rest);
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  const program = ts.createProgram({ rootNames: [file], options, host });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map(
      (d) =>
        /Cannot find name '(\w+)'/.exec(ts.flattenDiagnosticMessageText(d.messageText, '\n'))?.[1] ??
        `other: ${d.code}`,
    );
}

const code = (names: string[]) => names.map((n, i) => `export const g${i} = typeof ${n};\n`).join('');
const node = ['process', 'Buffer', '__dirname'];
const dom = ['window', 'document', 'HTMLElement'];

describe('globals per program', () => {
  test.each([
    [
      'the contract: neither DOM nor Node',
      'tsconfig.contract.json',
      'src/contract/probe.ts',
      [...node, ...dom],
      [],
    ],
    ['the app: the DOM, never Node', 'tsconfig.web.json', 'src/web/lib/probe.ts', node, dom],
    ['the servers: Node, never the DOM', 'tsconfig.node.json', 'src/bff/probe.ts', dom, node],
    ['the embedded API: Node, never the DOM', 'tsconfig.node.json', 'src/invoicing-api/probe.ts', dom, node],
    ['the entry files: Node, never the DOM', 'tsconfig.node.json', 'src/probe.ts', dom, node],
    [
      'jsdom tests and browser scripts: both',
      'tsconfig.node-dom.json',
      'e2e/probe.ts',
      [],
      [...node, ...dom],
    ],
  ])(
    '%s',
    (_, project, probe, refused, allowed) => {
      expect(projects).toContain(project);
      // `typeof x` on a name not declared is the one error; each refused name gives exactly one
      expect(missingNames(project, probe, code([...refused, ...allowed])).sort()).toEqual(
        [...refused].sort(),
      );
    },
    30_000,
  );
});

test('every source file is checked by exactly one project', () => {
  const owners = new Map<string, string[]>();
  for (const p of projects)
    for (const f of parse(p).fileNames)
      owners.set(relative(root, f), [...(owners.get(relative(root, f)) ?? []), p]);
  const sources = ['src', 'e2e', 'bench']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)),
    )
    .concat(readdirSync(root).filter((f) => /\.ts$/.test(f)))
    .filter((f) => /\.tsx?$/.test(f));
  expect(sources.length).toBeGreaterThan(200);
  // an ambient declaration (.d.ts) may serve several projects; code is checked once
  const count = (f: string) => owners.get(f)?.length ?? 0;
  const wrong = sources
    .filter((f) => (f.endsWith('.d.ts') ? count(f) === 0 : count(f) !== 1))
    .map((f) => `${f}: ${owners.get(f)?.join(', ') ?? 'none'}`);
  expect(wrong).toEqual([]);
});
