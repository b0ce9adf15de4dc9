import { useMutation } from '@tanstack/react-query';
import type { HelpRequest } from '../../../../shared/api-contracts';
import { apiJson } from '../../../lib/api-client';

/** POST /api/help: mailed to the product's support address; a Premium parent's is marked priority. */
export function sendHelpRequest(input: HelpRequest): Promise<{ message: string; priority: boolean }> {
  return apiJson('POST', '/api/help', input);
}

export function useSendHelpRequest() {
  return useMutation({ mutationFn: sendHelpRequest });
}
