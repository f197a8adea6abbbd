/**
 * `{name}` in a message replaced by `params[name]`; a placeholder without a value is left as written (visible,
 * never silently empty). No catalogue here: an island imports this without downloading any language.
 */
const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g;

export function fill(message: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return message;
  return message.replace(PLACEHOLDER, (all, name: string) => {
    const value = params[name];
    return value === undefined ? all : String(value);
  });
}
