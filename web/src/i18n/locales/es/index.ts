import type { Translation } from '../en';
import { account } from './account';
import { auth } from './auth';
import { catalogue } from './catalogue';
import { license } from './license';
import { orders } from './orders';
import { home } from './home';
import { shell } from './shell';
import { collection } from './collection';
import { invoices } from './invoices';
import { profile } from './profile';
import { subscriptions } from './subscriptions';
import { songExtras } from './song-extras';
import { about } from './about';
import { artists } from './artists';
import { contact } from './contact';
import { errors } from './errors';
import { help } from './help';
import { legal } from './legal';
import { reset } from './reset';
import { tiers } from './tiers';

export const messages: Translation = {
  ...shell,
  ...catalogue,
  ...account,
  ...home,
  ...auth,
  ...orders,
  ...license,
  ...invoices,
  ...subscriptions,
  ...profile,
  ...collection,
  ...songExtras,
  ...about,
  ...contact,
  ...help,
  ...legal,
  ...artists,
  ...reset,
  ...tiers,
  ...errors,
};
