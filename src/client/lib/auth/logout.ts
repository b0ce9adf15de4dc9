import { apiSend } from '../api-client';

export async function logout(): Promise<void> {
  await apiSend('POST', '/api/logout');
}
