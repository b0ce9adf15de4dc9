/**
 * The safety check every drawn picture passes in tests: well-formed XML with one <svg> root, and nothing
 * in it that runs or fetches (no scripts, no outside references, no event attributes).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'image',
  'foreignObject',
  'iframe',
  'a',
  'use',
  'style',
  'animate',
  'set',
]);

/** Walks the parsed document: no element that runs or fetches, no event attribute, no outside reference. */
function walk(node: unknown, problems: string[]): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, problems));
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_')) {
      const name = key.slice(2);
      const text = String(value);
      if (/^on/i.test(name) || /href$/i.test(name)) problems.push(`attribute ${name}`);
      const svgNamespace = name === 'xmlns' && text === 'http://www.w3.org/2000/svg';
      if (!svgNamespace && /javascript:|data:|https?:|url\((?!#)/i.test(text))
        problems.push(`${name}="${text}"`);
    } else if (key !== '#text') {
      if (FORBIDDEN_ELEMENTS.has(key)) problems.push(`<${key}>`);
      walk(value, problems);
    }
  }
}

/** Well-formed XML, one <svg> root, and nothing that runs or fetches. */
export function expectSafeSvg(svg: string) {
  expect(XMLValidator.validate(svg)).toBe(true);
  const root = new XMLParser({ ignoreAttributes: false }).parse(svg);
  expect(Object.keys(root)).toEqual(['svg']);
  expect(root.svg['@_xmlns']).toBe('http://www.w3.org/2000/svg');
  const problems: string[] = [];
  walk(root, problems);
  expect(problems).toEqual([]);
  expect(svg).not.toMatch(/<script|<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i);
}
