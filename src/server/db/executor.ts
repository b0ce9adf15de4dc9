import type { Database } from './client.js';

/**
 * The database or a transaction on it. Repositories take either, so a service can run several of them in
 * one transaction (and, on PGlite, must: inside a transaction the outer handle deadlocks).
 */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
