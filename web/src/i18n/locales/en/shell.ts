import texts from './shell.json';

/** The frame every page shares: header, menus, footer, bell, toasts of the shell. */
export const shell = texts;
