/**
 * Tomorrow's chapter (DECISIONS §10): a Premium story may be continued the next night, with the same
 * child and companion. A series has 2 to 5 chapters; its last one closes it.
 */
export const MAX_CHAPTERS = 5;
