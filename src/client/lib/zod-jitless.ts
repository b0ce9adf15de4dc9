import { config } from 'zod';

// Evaluated before ../../shared/schemas (see browser-schemas.ts).
config({ jitless: true });
