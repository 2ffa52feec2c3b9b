import sr from './sr.json';
import enUS from './en_US.json';

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

// Each feature keeps its own messages beside its screens (features/<feature>/i18n/<language>.json); a large feature
// may split them by part (features/<feature>/i18n/<part>.<language>.json).
const featureSr = import.meta.glob<Messages>(['../features/*/i18n/sr.json', '../features/*/i18n/*.sr.json'], {
  eager: true,
  import: 'default',
});
const featureEn = import.meta.glob<Messages>(['../features/*/i18n/en_US.json', '../features/*/i18n/*.en_US.json'], {
  eager: true,
  import: 'default',
});

export const messages = {
  sr: Object.values(featureSr).reduce((all, feature) => mergeMessages(all, feature), sr as Messages),
  en_US: Object.values(featureEn).reduce((all, feature) => mergeMessages(all, feature), enUS as Messages),
};

/** Every key path of a message tree, for the sr/en_US parity check. */
export function keyPaths(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}
