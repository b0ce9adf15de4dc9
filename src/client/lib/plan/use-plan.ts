import type { PlanType } from '../../../shared/catalogue';
import type { Audience } from '../../../shared/entitlements';
import { useAuth } from '../auth/auth-context';
import { useSubscriptionStatus } from './get-subscription-status';

export interface VisitorPlan {
  audience: Audience;
  /** A guest is always FREE; otherwise the server's planType, defaulting to FREE (docs/product.md §4.1). */
  plan: PlanType;
  /** False while the plan is still being asked, or when asking failed: the server decides then. */
  isKnown: boolean;
  isLoading: boolean;
}

export function usePlan(): VisitorPlan {
  const { user } = useAuth();
  const status = useSubscriptionStatus(user?.id ?? null);
  if (!user) return { audience: { kind: 'guest' }, plan: 'FREE', isKnown: true, isLoading: false };
  const plan = status.data?.planType ?? 'FREE';
  return {
    audience: { kind: 'user', plan, userId: user.id },
    plan,
    isKnown: status.isSuccess,
    isLoading: status.isPending,
  };
}
