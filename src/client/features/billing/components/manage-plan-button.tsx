import { Settings } from 'lucide-react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useManagePlan } from '../api/create-portal-session';

/** 'Manage plan': for paid plans, to switch or cancel. */
export function ManagePlanButton({ className }: { className?: string }) {
  const manage = useManagePlan();
  return (
    <SubmitButton
      type="button"
      variant="secondary"
      {...(className ? { className } : {})}
      pending={manage.isPending}
      icon={Settings}
      onClick={() =>
        manage.mutate(undefined, {
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error) ?? 'Please try again.',
              variant: 'destructive',
            }),
        })
      }
    >
      Manage plan
    </SubmitButton>
  );
}
