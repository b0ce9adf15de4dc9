import { jsonServerMessage } from '../../lib/server-message';

/** 'Error' toasts of profiles (docs/product.md §8.5): the server's message, else the action's fallback. */
export function profileErrorMessage(error: unknown, fallback: string): string {
  return jsonServerMessage(error) ?? fallback;
}
