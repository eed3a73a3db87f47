import type { Translation } from '../en';
import { catalogue } from './catalogue';
import { shell } from './shell';

export const messages: Translation = { ...shell, ...catalogue };
