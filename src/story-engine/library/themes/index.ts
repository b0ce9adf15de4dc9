/** The twelve themes' libraries, in catalogue order. */
import type { ThemeLibrary } from '../types.js';
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

export const THEME_LIBRARIES: readonly ThemeLibrary[] = [
  friendship,
  kindness,
  courage,
  sharing,
  learning,
  family,
  adventure,
  helpingOthers,
  teamwork,
  responsibility,
  leadership,
  determination,
];
