export type Messages = { [key: string]: string | Messages };

/** Folds `source` into `target`; a feature may add keys to a shared section but never replace one. */
export function mergeMessages(target: Messages, source: Messages, path = ''): Messages {
  const result: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else if (typeof existing === 'object' && typeof value === 'object')
      result[key] = mergeMessages(existing, value, `${path}${key}.`);
    else throw new Error(`i18n: the key ${path}${key} is defined twice`);
  }
  return result;
}

/** Every key path of a message tree, for the sr/en_US parity check. */
export function keyPaths(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}
