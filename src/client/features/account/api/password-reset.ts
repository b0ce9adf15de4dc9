import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../../../shared/schemas';
import { apiJson } from '../../../lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/forgot-password', input);
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/reset-password', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
