import type { User } from '../../../shared/api-contracts';
import type { RegisterInput } from '../../../shared/schemas';
import { apiJson } from '../api-client';

export function register(input: RegisterInput): Promise<User> {
  return apiJson<User>('POST', '/api/register', input);
}
