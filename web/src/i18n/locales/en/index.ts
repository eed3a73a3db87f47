import { account } from './account';
import { libraryTexts } from './library';
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
import { studio } from './studio';
import { store } from './store';

/**
 * Every English text of the public and buyer screens: the reference the other languages mirror
 * and the type of `t()` keys. Only tests and types read this whole object; the app takes each
 * area's file where that area is shown.
 */
export const en = {
  ...shell,
  ...catalogue,
  ...account,
  ...libraryTexts,
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
  ...store,
  ...errors,
  ...studio,
};

/** The shape each language provides, key for key. */
export type Messages = typeof en;

type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_zero` | `${Base}_two` | `${Base}_few` | `${Base}_many` : never]?: string;
};

/** A language's texts: every English key, plus the plural forms the language has and English lacks (`_many`…). */
export type Translation<T = Messages> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & PluralForms<T>;
