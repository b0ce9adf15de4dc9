import { LoaderCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, inputClasses } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSendHelpRequest } from '../api/send-help-request';

/** Write to us: the parent's address and message; the server checks both and says what to fix. */
export function ContactForm({ email: knownEmail, premium }: { email: string; premium: boolean }) {
  const [email, setEmail] = useState(knownEmail);
  const [message, setMessage] = useState('');
  const send = useSendHelpRequest();
  const problem = send.isError ? (errorMessage(send.error) ?? 'We could not send your message.') : null;
  const field = problem && /email/i.test(problem) ? 'email' : problem ? 'message' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate({ email, message });
  };

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-2xl border border-moon-400/40 bg-moon-400/10 p-4 text-mist-100">
        {send.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Write to us" className="grid gap-4">
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
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (send.isError) send.reset();
          }}
          aria-invalid={field === 'email' || undefined}
          aria-describedby={field === 'email' ? 'help-email-error' : undefined}
        />
        <FieldError id="help-email-error">{field === 'email' ? problem : null}</FieldError>
      </div>
      <div>
        <label htmlFor="help-message" className="mb-2 block font-semibold text-lavender-200">
          Your message
        </label>
        <textarea
          id="help-message"
          rows={6}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            if (send.isError) send.reset();
          }}
          className={cn(inputClasses, 'min-h-36 py-3')}
          aria-invalid={field === 'message' || undefined}
          aria-describedby={field === 'message' ? 'help-message-error' : undefined}
        />
        <FieldError id="help-message-error">{field === 'message' ? problem : null}</FieldError>
      </div>
      <Button
        type="submit"
        disabled={send.isPending}
        aria-busy={send.isPending}
        className="sm:justify-self-start"
      >
        {send.isPending ? (
          <LoaderCircle className="spin size-5" aria-hidden="true" />
        ) : (
          <Send className="size-5" aria-hidden="true" />
        )}
        Send message
      </Button>
    </form>
  );
}
