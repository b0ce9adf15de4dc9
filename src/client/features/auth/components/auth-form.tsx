import { MoonStar } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { GUEST_RULES } from '../../../../shared/catalogue';
import { PRODUCT_NAME } from '../../../../shared/product';
import { ROUTES, safeNextPath } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePasswordResetOffered } from '../../../lib/api/get-password-reset-offered';
import { MAGIC_PORTAL_TROUBLE, useAuth } from '../../../lib/auth/auth-context';
import { onSubmitUnless, useValidatedForm } from '../../../lib/use-validated-form';
import { FirstVisitIntro } from './first-visit-intro';

const smallLink = 'font-semibold text-moon-300 underline underline-offset-4 hover:text-moon-200';

type Mode = 'signin' | 'create';
type Field = 'username' | 'email' | 'password';

const COPY = {
  signin: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue your storytelling journey',
    submit: 'Sign In',
    pending: 'Signing in...',
  },
  create: {
    title: 'Create Account',
    subtitle: 'Join us to create magical stories for your little ones',
    submit: 'Create Account',
    pending: 'Creating account...',
  },
} as const;

/** Sign in, create an account, or continue as a guest (docs/product.md §2.9 Auth). */
export function AuthForm({ firstVisit = false }: { firstVisit?: boolean }) {
  const { loginMutation, registerMutation, startGuestSession } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  // `?mode=signup` opens the create-account form; `?next=` is where the visitor was going.
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'create' : 'signin');
  const next = safeNextPath(params.get('next'));
  const { values, errors, setErrors, set, check } = useValidatedForm(
    { username: '', email: '', password: '' },
    (field) => document.getElementById(`auth-${field}`),
  );
  const [startingGuest, setStartingGuest] = useState(false);
  const resetOffered = usePasswordResetOffered();
  const mutation = mode === 'signin' ? loginMutation : registerMutation;
  const copy = COPY[mode];

  const update = (field: Field) => (value: string) => {
    set(field, value);
    if (mutation.isError) mutation.reset();
  };

  async function send() {
    const onSuccess = () => navigate(next, { replace: true });
    try {
      if (mode === 'signin') {
        const input = await check((s) => s.loginInput, {
          username: values.username,
          password: values.password,
        });
        if (input) loginMutation.mutate(input, { onSuccess });
      } else {
        const input = await check((s) => s.registerInput);
        if (input) registerMutation.mutate(input, { onSuccess });
      }
    } catch (error) {
      console.error('Failed to load the form rules', error);
      toast({ ...MAGIC_PORTAL_TROUBLE, variant: 'destructive' });
    }
  }

  async function continueAsGuest() {
    setStartingGuest(true);
    try {
      await startGuestSession();
      navigate(next, { replace: true });
    } catch (error) {
      console.error('Failed to create guest session', error);
      toast({
        title: 'Error',
        description: 'Failed to create guest session. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setStartingGuest(false);
    }
  }

  const switchMode = () => {
    setMode((m) => (m === 'signin' ? 'create' : 'signin'));
    setErrors({});
    mutation.reset();
  };

  // The server's refusal ('Invalid username or password', a name already taken) is written next to the
  // field it is about, not only in the toast: a toast goes, and a screen reader may miss it.
  const serverMessage = mutation.isError
    ? (errorMessage(mutation.error) ?? `${copy.title} failed`)
    : undefined;
  const serverField: Field | null = !serverMessage
    ? null
    : mode === 'signin'
      ? 'password'
      : /e-?mail/i.test(serverMessage)
        ? 'email'
        : /password/i.test(serverMessage)
          ? 'password'
          : 'username';
  const fieldError = (name: Field) => errors[name] ?? (serverField === name ? serverMessage : undefined);

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`auth-${name}`} className="mb-2 block font-semibold text-lavender-200">
        {label}
      </label>
      <Input
        id={`auth-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => update(name)(e.target.value)}
        aria-invalid={fieldError(name) ? true : undefined}
        aria-describedby={fieldError(name) ? `auth-${name}-error` : undefined}
        {...(name === 'username' ? { autoCapitalize: 'none', spellCheck: false } : {})}
      />
      <FieldError id={`auth-${name}-error`}>{fieldError(name)}</FieldError>
    </div>
  );

  const guest = (
    <div
      className={
        firstVisit
          ? 'flex flex-col items-center gap-2 text-center lg:items-start lg:text-left'
          : 'mt-6 flex flex-col items-center gap-3 text-center'
      }
    >
      {!firstVisit && (
        <div className="flex w-full items-center gap-3 text-sm text-lavender-300" aria-hidden="true">
          <span className="h-px flex-1 bg-night-600" />
          or
          <span className="h-px flex-1 bg-night-600" />
        </div>
      )}
      <SubmitButton
        type="button"
        variant={firstVisit ? 'primary' : 'secondary'}
        size="lg"
        className="w-full sm:w-auto sm:min-w-72"
        onClick={() => void continueAsGuest()}
        pending={startingGuest}
      >
        Continue as Guest
      </SubmitButton>
      <p className="text-sm text-lavender-200">
        Try {PRODUCT_NAME} with {GUEST_RULES.monthlyStoryLimit} free stories per month.{' '}
        <span className={firstVisit ? undefined : 'sm:block'}>No account required.</span>
      </p>
    </div>
  );

  const logo = (
    <div
      className={cn(
        'mb-6 flex flex-col items-center text-center',
        firstVisit && 'lg:flex-row lg:gap-3 lg:text-left',
      )}
    >
      <MoonStar className="moon-glow size-12 text-moon-400" aria-hidden="true" />
      <p
        className={cn('mt-2 text-lg font-semibold tracking-wide text-lavender-200', firstVisit && 'lg:mt-0')}
      >
        {PRODUCT_NAME}
      </p>
    </div>
  );

  const signIn = (
    <Card>
      <h1 className="text-center text-3xl font-bold text-moon-300">{copy.title}</h1>
      <p className="mt-2 text-center text-lavender-200">{copy.subtitle}</p>
      <form
        onSubmit={onSubmitUnless(mutation.isPending, send)}
        noValidate
        className="mt-6 grid grid-cols-1 gap-4"
        aria-label={copy.title}
      >
        {field('username', 'Username', 'text', 'username')}
        {mode === 'create' && field('email', 'Email', 'email', 'email')}
        {field('password', 'Password', 'password', mode === 'signin' ? 'current-password' : 'new-password')}
        {mode === 'signin' && resetOffered && (
          <p className="-mt-1 text-right text-sm">
            <Link href={ROUTES.forgotPassword} className={smallLink}>
              Forgot password?
            </Link>
          </p>
        )}
        {mode === 'create' && (
          <p className="text-sm text-lavender-200">
            We keep only what your stories need, and you can download or delete it any time.{' '}
            <Link href={ROUTES.privacy} className={smallLink}>
              Privacy
            </Link>
          </p>
        )}
        <SubmitButton
          size="lg"
          className="mt-2 w-full"
          pending={mutation.isPending}
          pendingLabel={copy.pending}
        >
          {copy.submit}
        </SubmitButton>
      </form>
      <p className="mt-5 text-center text-lavender-200">
        {mode === 'signin' ? 'New here? ' : 'Already have an account? '}
        <Button variant="quiet" onClick={switchMode} className="font-semibold">
          {mode === 'signin' ? 'Create an account' : 'Sign in instead'}
        </Button>
      </p>
    </Card>
  );

  if (firstVisit) {
    return (
      <div className="mx-auto grid w-full max-w-md gap-10 lg:max-w-5xl lg:grid-cols-[1.15fr_1fr] lg:items-start">
        <div>
          {logo}
          <FirstVisitIntro guest={guest} />
        </div>
        <div className="lg:pt-24">{signIn}</div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      {logo}
      {signIn}
      {guest}
    </div>
  );
}
