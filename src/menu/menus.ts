import { Items as standardMenu } from '../../schemas/menus/standard.json';
import { Items as deanMenu } from '../../schemas/menus/dean.json';
import type { MenuItem } from './menuTypes';

/** The two menus, bundled at build time: the institute's server serves none (D-MOD-4). */
export const STANDARD_MENU = standardMenu as MenuItem[];
export const DEAN_MENU = deanMenu as MenuItem[];
