import type { User } from '../../../shared/api-contracts';
import type { LoginInput } from '../../../shared/schemas';
import { apiJson } from '../api-client';

export function login(credentials: LoginInput): Promise<User> {
  return apiJson<User>('POST', '/api/login', credentials);
}
