import type { Translation } from '../en';
import { account } from './account';
import { auth } from './auth';
import { catalogue } from './catalogue';
import { license } from './license';
import { orders } from './orders';
import { home } from './home';
import { shell } from './shell';
import { about } from './about';
import { artists } from './artists';
import { contact } from './contact';
import { errors } from './errors';
import { help } from './help';
import { legal } from './legal';
import { reset } from './reset';

export const messages: Translation = {
  ...shell,
  ...catalogue,
  ...account,
  ...home,
  ...auth,
  ...orders,
  ...license,
  ...about,
  ...contact,
  ...help,
  ...legal,
  ...artists,
  ...reset,
  ...errors,
};
