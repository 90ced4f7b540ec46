// The project runs on one Node.js major line, the one `engines` in package.json names. npm puts
// node_modules/.bin (where the `node` package installs that line) first on PATH for every npm script;
// this check catches a silent fall-back to the machine's own, older Node.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const requiredNodeMajor = Number(/>=\s*(\d+)/.exec(pkg.engines.node)[1]);

export function nodeVersionProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  return major === requiredNodeMajor
    ? null
    : `Running on Node ${version}, but this project runs on Node ${requiredNodeMajor} (package.json engines: "${pkg.engines.node}"). ` +
        'Run it through npm (npm start / npm test), which puts the Node of node_modules/.bin first on PATH.';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Node ${process.versions.node} (${process.execPath})`);
}
