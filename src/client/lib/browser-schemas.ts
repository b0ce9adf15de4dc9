/**
 * The shared schemas as the browser loads them. zod compiles fast parsers with `new Function` after probing
 * whether eval is allowed; our Content-Security-Policy forbids it, and the probe alone is reported as a
 * CSP violation (Lighthouse best practices, the browser's issues panel). jitless skips probe and compiler;
 * it must be set before the schemas are built, hence this module's import order.
 */
import './zod-jitless';

export * from '../../shared/schemas';
