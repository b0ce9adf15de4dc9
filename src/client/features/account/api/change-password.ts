import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/api-contracts';
import type { ChangePasswordInput } from '../../../../shared/schemas';
import { apiJson } from '../../../lib/api-client';

/** Other devices are signed out; this one continues (the server sets a new session cookie). */
export function changePassword(input: ChangePasswordInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/change-password', input);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
