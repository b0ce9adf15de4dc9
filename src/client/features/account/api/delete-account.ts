import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/schemas';
import { apiSend } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetKeptStories } from '../../../lib/offline';

/** Where the export downloads from: a JSON attachment of everything held. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiSend('DELETE', '/api/account', input);
}

/** Once the account is gone, nothing of it stays in the page's memory either. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      void forgetKeptStories();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, null);
    },
  });
}
