// Lists functions, arrow functions, methods and React components longer than a limit (default 80 lines) in
// apps/*/src and packages/*/src, longest first. Tests are left out. Usage: node scripts/long-functions.mjs [--max=80]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const max = Number(process.argv.find((a) => a.startsWith('--max='))?.slice(6) ?? 80);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

function srcDirs() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(root, group, d.name, 'src')),
  ).filter((dir) => { try { return readdirSync(dir).length >= 0; } catch { return false; } });
}

/** A readable name: the declaration's own, else the variable, property or call it is the value of. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText().split('\n')[0];
    // route(app, 'callName', handler): the call name says more than `route`.
    const label = parent.arguments.find((a) => ts.isStringLiteral(a));
    return `${callee}(${label ? `'${label.text}'` : ''}…) callback`;
  }
  return '<anonymous>';
}

const found = [];
for (const dir of srcDirs()) {
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > max) found.push({ where: `${path.relative(root, file)}:${first + 1}`, name: nameOf(node), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}

found.sort((a, b) => b.lines - a.lines);
for (const f of found) console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`);
console.log(`${found.length} function(s) over ${max} lines`);
