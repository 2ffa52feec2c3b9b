import type { Role, Session } from '@rp/contract';
import { clearSession, getSession, setSession } from '../lib/session-store.ts';

/**
 * A story's signed-in user (CSF `beforeEach`): `signedInAs('Admin')`, `signedInAs('User', 3)`. The cleanup signs
 * out only if the session is still this story's own: the next story may already have signed in when it runs.
 */
export function signedInAs(role: Role, id = 1): () => () => void {
  return () => {
    const own: Session = { id, roles: [role], token: 'story' };
    setSession(own);
    return () => {
      if (getSession() === own) clearSession();
    };
  };
}

/** A story of a signed-out screen (login): no session left over from another story. */
export function signedOut(): void {
  clearSession();
}
