import type { Translation } from '../en';
import { shell } from './shell';

export const messages: Translation = { ...shell };
