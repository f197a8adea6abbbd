/**
 * Server side of the framework-free island renderer: it claims only components marked `aplVanilla`
 * (Tracking.ts) and renders them as nothing, so the island carries no HTML and no framework runtime.
 */
const MARK = 'aplVanilla';

export default {
  name: 'apl-vanilla',
  check: (component: unknown) =>
    Promise.resolve(
      typeof component === 'function' && (component as unknown as Record<string, unknown>)[MARK] === true,
    ),
  renderToStaticMarkup: () => Promise.resolve({ html: '' }),
};
