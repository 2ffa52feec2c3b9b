import { z } from 'zod';
import { prevedi, zodPorukaSr } from '@rp/contract';
import { currentLanguage } from './i18n.ts';

// zod's own check messages (a form's schema without a message of its own) in the interface language, never zod's
// English defaults. Imported by the signed-in shell (every form behind sign-in renders inside it), so that zod and
// the server's message catalogue stay out of the login screen's first load; the login form names its own messages.
z.config({ customError: (issue) => prevedi(zodPorukaSr(issue), currentLanguage() === 'en_US' ? 'en' : 'sr') });
