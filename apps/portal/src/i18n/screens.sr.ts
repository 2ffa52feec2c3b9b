// The Serbian messages of the screens behind sign-in: each feature's, beside its screens
// (features/<feature>/i18n/sr.json, or split by part: features/<feature>/i18n/<part>.sr.json), and the design
// system's texts that only those screens show (ui.sr.json). A chunk of its own, loaded before the signed-in shell
// renders (i18n.ts); the portal's own messages (sr.json) load before the first render.
import { mergeMessages, type Messages } from './merge.ts';

const features = import.meta.glob<Messages>(
  ['../features/*/i18n/sr.json', '../features/*/i18n/*.sr.json', './ui.sr.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const messages: Messages = Object.values(features).reduce((all, feature) => mergeMessages(all, feature), {});
