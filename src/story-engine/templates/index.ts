import type { Theme } from '../../shared/catalogue.js';
import type { ThemeTemplates } from './template-types.js';
import { adventure } from './adventure.js';
import { courage } from './courage.js';
import { determination } from './determination.js';
import { family } from './family.js';
import { friendship } from './friendship.js';
import { helpingOthers } from './helping-others.js';
import { kindness } from './kindness.js';
import { leadership } from './leadership.js';
import { learning } from './learning.js';
import { responsibility } from './responsibility.js';
import { sharing } from './sharing.js';
import { teamwork } from './teamwork.js';

export type { ThemeTemplates } from './template-types.js';

/** Every theme's paragraph library. */
export const TEMPLATES: Record<Theme, ThemeTemplates> = {
  Friendship: friendship,
  Kindness: kindness,
  Courage: courage,
  Sharing: sharing,
  Learning: learning,
  Family: family,
  Adventure: adventure,
  'Helping Others': helpingOthers,
  Teamwork: teamwork,
  Responsibility: responsibility,
  Leadership: leadership,
  Determination: determination,
};
