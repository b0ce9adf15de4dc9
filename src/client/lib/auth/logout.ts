import { apiRequest } from '../api-client';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
