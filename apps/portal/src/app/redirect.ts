/** The target remembered across sign-in: only a local path, never another origin. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login')) return null;
  return value;
}

export function loginPath(target: string | null): string {
  const safe = safeRedirect(target);
  return safe && safe !== '/' ? `/login?redirect=${encodeURIComponent(safe)}` : '/login';
}
