// Each language's messages whole (the portal's own and every feature's, no key defined twice), for the tests and the
// stories (testing/all-languages.ts). The portal itself loads them in two parts, and one language only (i18n.ts).
import sr from './sr.json';
import enUS from './en_US.json';
import { mergeMessages, type Messages } from './merge.ts';
import { messages as screensSr } from './screens.sr.ts';
import { messages as screensEn } from './screens.en_US.ts';

export { keyPaths, mergeMessages, type Messages } from './merge.ts';

export const messages = {
  sr: mergeMessages(sr as Messages, screensSr),
  en_US: mergeMessages(enUS as Messages, screensEn),
};
