import { LoaderCircle, Settings } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useManagePlan } from '../api/create-portal-session';

/** 'Manage plan': for paid plans, to switch or cancel. */
export function ManagePlanButton({ className }: { className?: string }) {
  const manage = useManagePlan();
  return (
    <Button
      variant="secondary"
      {...(className ? { className } : {})}
      disabled={manage.isPending}
      aria-busy={manage.isPending}
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
      {manage.isPending ? (
        <LoaderCircle className="spin size-5" aria-hidden="true" />
      ) : (
        <Settings className="size-5" aria-hidden="true" />
      )}
      Manage plan
    </Button>
  );
}
