import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Which payment provider the server uses, and Stripe's publishable key when it is Stripe. */
export function getPublicConfig(): Promise<PublicConfig> {
  return getJson<PublicConfig>('/api/config');
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.publicConfig, queryFn: getPublicConfig });
