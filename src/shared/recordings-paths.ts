/**
 * Where an account's recordings are exported (docs/product.md §14). Apart from ./recordings.ts so the account
 * page can link to it without loading the recordings' schemas on its first load (scripts/check-bundle.ts).
 */
export const ACCOUNT_RECORDINGS_EXPORT_URL = '/api/account/export/recordings';
