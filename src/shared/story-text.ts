/** A story's text as both sides read it: paragraphs separated by blank lines. */
export function storyParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p !== '');
}
