import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../shared/api-contracts';
import { getJson } from '../api-client';
import { queryKeys } from '../query-keys';

/** Whether the server can mail a reset link (not in production without SMTP_URL). Unknown counts as yes. */
export function usePasswordResetOffered(): boolean {
  const config = useQuery({
    queryKey: queryKeys.passwordResetOffered,
    queryFn: async () => (await getJson<PublicConfig>('/api/config')).passwordReset,
    staleTime: Infinity,
  });
  return config.data ?? true;
}
