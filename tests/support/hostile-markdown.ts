/**
 * Markdown that overflows marked's stack or takes it seconds (issue 26: 2,000 nested « > » made every build fail),
 * for the tests of the bound and of the render at save (src/lib/server/markdown-bounds.test.ts) and the attacks
 * through the admin API (tests/security/build-breaking-inputs.test.ts).
 */
const nestedList = (n: number) => Array.from({ length: n }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n');

export const HOSTILE_MARKDOWN: Record<string, string> = {
  '2 000 « > »': `${'>'.repeat(2000)} x`,
  '2 000 « > » espacés': `${'> '.repeat(2000)}x`,
  '2 000 listes sur une ligne': `${'- '.repeat(2000)}x`,
  '2 000 listes numérotées': `${'1. '.repeat(2000)}x`,
  'citations et listes': `${'> - '.repeat(1000)}x`,
  'liste imbriquée par l’indentation': nestedList(1000),
  'gras imbriqué': `${'**a '.repeat(2000)}x${' b**'.repeat(2000)}`,
  'gras, italique, barré': `${'**a *b ~~c '.repeat(1000)}x${' c~~ b* a**'.repeat(1000)}`,
  'citations de plus en plus profondes': Array.from(
    { length: 2000 },
    (_, i) => `${'>'.repeat(i + 1)} x`,
  ).join('\n'),
};
