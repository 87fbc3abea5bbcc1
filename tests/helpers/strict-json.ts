// JSON parsed the strict way a log pipeline may read it: a key written twice in the same
// object is an error (JSON.parse keeps the last one silently). momoa gives the parse tree with
// every member as written; each object's member names are compared here.
import { parse, type AnyNode } from '@humanwhocodes/momoa';

/** The parsed value of `text`; throws on invalid JSON or on a key repeated within one object. */
export function parseStrict(text: string): unknown {
  const walk = (node: AnyNode, at: string) => {
    if (node.type === 'Object') {
      const seen = new Set<string>();
      for (const m of node.members) {
        const name = m.name.type === 'String' ? m.name.value : m.name.name;
        if (seen.has(name)) throw new Error(`duplicate key "${name}" in ${at || 'the top-level object'}`);
        seen.add(name);
        walk(m.value, `${at}.${name}`);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((e, i) => walk(e.value, `${at}[${i}]`));
    }
  };
  walk(parse(text).body, '');
  return JSON.parse(text);
}
