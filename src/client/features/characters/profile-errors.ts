import { jsonServerMessage } from '../../lib/server-message';

/** 'Error' toasts of profiles (SPEC.md §8): the server's message, else the action's fallback. */
export function profileErrorMessage(error: unknown, fallback: string): string {
  return jsonServerMessage(error) ?? fallback;
}
