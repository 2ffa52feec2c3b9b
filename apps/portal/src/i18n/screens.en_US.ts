// The English messages of the screens behind sign-in: each feature's, beside its screens
// (features/<feature>/i18n/en_US.json, or split by part: features/<feature>/i18n/<part>.en_US.json), and the design
// system's texts that only those screens show (ui.en_US.json). A chunk of its own, loaded before the signed-in shell
// renders (i18n.ts); the portal's own messages (en_US.json) load before the first render.
import { mergeMessages, type Messages } from './merge.ts';

const features = import.meta.glob<Messages>(
  ['../features/*/i18n/en_US.json', '../features/*/i18n/*.en_US.json', './ui.en_US.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const messages: Messages = Object.values(features).reduce((all, feature) => mergeMessages(all, feature), {});
