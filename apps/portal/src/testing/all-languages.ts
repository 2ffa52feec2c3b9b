// Tests and stories: both languages' messages at once, and zod's messages in the interface language, as the portal
// has them once signed in. (The portal itself loads the interface language's messages before its first render.)
import { i18n, LANGUAGES } from '../i18n/i18n.ts';
import { messages } from '../i18n/resources.ts';
import '../i18n/zod-messages.ts';

for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', messages[language], true, true);
