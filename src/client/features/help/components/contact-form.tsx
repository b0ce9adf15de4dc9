import { Send } from 'lucide-react';
import { FieldError, Input, inputClasses } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { onSubmitUnless, useValidatedForm } from '../../../lib/use-validated-form';
import { useSendHelpRequest } from '../api/send-help-request';

/** Write to us: the parent's address and message; the server checks both and says what to fix. */
export function ContactForm({ email: knownEmail, premium }: { email: string; premium: boolean }) {
  const send = useSendHelpRequest();
  const { values, errors, set, show } = useValidatedForm({ email: knownEmail, message: '' }, (field) =>
    document.getElementById(`help-${field}`),
  );

  const submit = () =>
    send.mutate(values, {
      onError: (error) => {
        const problem = errorMessage(error) ?? 'We could not send your message.';
        show(/email/i.test(problem) ? { email: problem } : { message: problem });
      },
    });

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-2xl border border-moon-400/40 bg-moon-400/10 p-4 text-mist-100">
        {send.data.message}
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmitUnless(send.isPending, submit)}
      noValidate
      aria-label="Write to us"
      className="grid gap-4"
    >
      {premium && (
        <p className="text-sm text-moon-300">Premium: your message is marked priority and answered first.</p>
      )}
      <div>
        <label htmlFor="help-email" className="mb-2 block font-semibold text-lavender-200">
          Your email
        </label>
        <Input
          id="help-email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'help-email-error' : undefined}
        />
        <FieldError id="help-email-error">{errors.email}</FieldError>
      </div>
      <div>
        <label htmlFor="help-message" className="mb-2 block font-semibold text-lavender-200">
          Your message
        </label>
        <textarea
          id="help-message"
          rows={6}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          className={cn(inputClasses, 'min-h-36 py-3')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'help-message-error' : undefined}
        />
        <FieldError id="help-message-error">{errors.message}</FieldError>
      </div>
      <SubmitButton pending={send.isPending} icon={Send} className="sm:justify-self-start">
        Send message
      </SubmitButton>
    </form>
  );
}
