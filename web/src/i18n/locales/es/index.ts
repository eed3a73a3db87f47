import type { Translation } from '../en';
import { account } from './account';
import { auth } from './auth';
import { catalogue } from './catalogue';
import { license } from './license';
import { orders } from './orders';
import { home } from './home';
import { shell } from './shell';

export const messages: Translation = { ...shell, ...catalogue, ...account, ...home, ...auth, ...orders, ...license };
