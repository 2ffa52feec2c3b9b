import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '@rp/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  useSubmitGuard,
} from '@rp/ui';
import { useSession } from '../../lib/session-store.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { messageFor } from '../../lib/notify.ts';
import { safeRedirect } from '../../app/redirect.ts';
import { LanguageSwitch } from '../../app/language-switch.tsx';
import { fetchClientConfig, signIn } from './requests.ts';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * Both fields are required; the username is sent trimmed (the server checks the request against loginRequestSchema).
 * The one form before sign-in is a plain React form, without react-hook-form and zod: the login screen's first load
 * carries neither (issue 20 item 6). It behaves as the others do: nothing is sent while a field is refused, the first
 * refused field takes the focus, and after a refused submit each message goes as soon as its field is filled.
 */
function loginErrors(values: LoginValues, t: TFunction): Partial<Record<keyof LoginValues, string>> {
  return {
    ...(values.username.trim().length === 0 && { username: t('login.usernameRequired') }),
    ...(values.password.length === 0 && { password: t('login.passwordRequired') }),
  };
}

/** The demo accounts the server offers (only on a demo server), asked once when the screen opens. */
function useDemoLogins(): ClientConfig['demoLogins'] {
  const [config, setConfig] = useState<ClientConfig>();
  useEffect(() => {
    const controller = new AbortController();
    void fetchClientConfig(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setConfig(answer);
    });
    return () => controller.abort();
  }, []);
  return config?.demo ? config.demoLogins : [];
}

/** Where the sign-in stands: sending, refused (with the error), or accepted (the screen is on its way out). */
type SignInState =
  { status: 'idle' } | { status: 'sending' } | { status: 'failed'; error: unknown } | { status: 'done' };

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect')) ?? '/';
  const demoLogins = useDemoLogins();
  const [signInState, setSignInState] = useState<SignInState>({ status: 'idle' });
  const isSending = signInState.status === 'sending';

  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = isSubmitted ? loginErrors(values, t) : {};
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((all) => ({ ...all, [name]: event.target.value })),
  });

  // The double-submit guard (part 1 §5): a second submit while one is in flight does nothing.
  const submitGuard = useSubmitGuard();

  // A session this screen did not make (an open tab, a back button): on to the target at once.
  if (session && signInState.status !== 'sending' && signInState.status !== 'done') {
    return <Navigate to={target} replace />;
  }

  const submit = submitGuard.guard(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const refused = loginErrors(values, t);
    if (refused.username) return usernameRef.current?.focus();
    if (refused.password) return passwordRef.current?.focus();
    setSignInState({ status: 'sending' });
    try {
      await signIn({ username: values.username.trim(), password: values.password });
    } catch (error) {
      // Shown below the fields.
      setSignInState({ status: 'failed', error });
      return;
    }
    setSignInState({ status: 'done' });
    submitGuard.hold();
    void navigate(target, { replace: true });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);

  const error = signInState.status === 'failed' ? signInState.error : null;
  const failure =
    error instanceof ApiClientError ? messageFor(error.code, error.body.Message) : error ? t('errors.default') : null;

  return (
    <main className="flex min-h-dvh flex-col bg-muted/40">
      <div className="flex justify-end p-4">
        <LanguageSwitch />
      </div>
      <div className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-sm space-y-4">
          <div className="flex items-center gap-3 px-1">
            <span className="grid size-10 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground">
              RP
            </span>
            <div>
              <p className="text-base font-semibold leading-tight">RP</p>
              <p className="text-sm text-muted-foreground">{t('app.tagline')}</p>
            </div>
          </div>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h1>{t('login.heading')}</h1>
              </CardTitle>
              <CardDescription>{t('login.intro')}</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="space-y-4">
                <FormField label={t('login.username')} htmlFor="username" error={errors.username} isRequired>
                  <Input id="username" autoComplete="username" autoFocus ref={usernameRef} {...field('username')} />
                </FormField>
                <FormField label={t('login.password')} htmlFor="password" error={errors.password} isRequired>
                  <Input
                    id="password"
                    type="password"
                    autoComplete="current-password"
                    ref={passwordRef}
                    {...field('password')}
                  />
                </FormField>
                {failure && (
                  <p
                    role="alert"
                    className="rounded-md border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger"
                  >
                    {failure}
                  </p>
                )}
                <Button
                  type="submit"
                  className="w-full"
                  isLoading={isSending || submitGuard.isSubmitting}
                  disabled={isSending || submitGuard.isSubmitting}
                >
                  {isSending ? t('login.submitting') : t('login.submit')}
                </Button>
              </form>
            </CardContent>
          </Card>
          {demoLogins.length > 0 && (
            <section aria-labelledby="demo-logins" className="rounded-lg border border-info/30 bg-info/10 p-4 text-sm">
              <h2 id="demo-logins" className="font-semibold text-foreground">
                {t('login.demoTitle')}
              </h2>
              <p className="mt-1 text-muted-foreground">{t('login.demoHint')}</p>
              <ul className="mt-3 grid grid-cols-2 gap-2">
                {demoLogins.map((demo) => (
                  <li key={demo.username}>
                    <button
                      type="button"
                      className="w-full rounded-md border border-border bg-card px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => {
                        setValues({ username: demo.username, password: demo.password });
                      }}
                    >
                      <span className="block font-mono text-foreground">
                        {demo.username}/{demo.password}
                      </span>
                      <span className="block text-xs text-muted-foreground">{t(`roles.${demo.role}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}
