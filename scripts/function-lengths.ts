// The length in lines of every function in some files (TypeScript's own parser): the content
// spine's budget is 80 lines a function under server/content/ and 50 for createSite.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface FunctionLength { file: string; name: string; lines: number }

const sourceFiles = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = path.join(dir, f);
  if (statSync(p).isDirectory()) return sourceFiles(p);
  return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
});

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) return parent.name.getText();
  return '(anonymous)';
}

/** Every function, method and arrow function of the files under `dirs` (tests left out), longest first. */
export function functionLengths(dirs: string[]): FunctionLength[] {
  const out: FunctionLength[] = [];
  for (const file of dirs.flatMap((d) => (statSync(d).isDirectory() ? sourceFiles(d) : [d]))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const lines = sf.getLineAndCharacterOfPosition(node.getEnd()).line - sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        out.push({ file, name: nameOf(node), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out.sort((a, b) => b.lines - a.lines);
}
