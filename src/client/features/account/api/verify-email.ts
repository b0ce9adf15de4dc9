import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailInput } from '../../../../shared/schemas';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Uses the mailed link's token (docs/decisions/029-accounts-by-email.md). */
export function verifyEmail(input: VerifyEmailInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/verify-email', input);
}

/** The signed-in user (if any) is read again: their address now shows as verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}

export function resendVerification(): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/resend-verification', {});
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
