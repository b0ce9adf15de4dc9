import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../shared/api-contracts';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../../../shared/schemas';
import { apiJson, getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Whether the server can mail a reset link (not in production without SMTP_URL). Unknown counts as yes. */
export function usePasswordResetOffered(): boolean {
  const config = useQuery({
    queryKey: queryKeys.passwordResetOffered,
    queryFn: async () => (await getJson<PublicConfig>('/api/config')).passwordReset,
    staleTime: Infinity,
  });
  return config.data ?? true;
}

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/forgot-password', input);
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/reset-password', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
