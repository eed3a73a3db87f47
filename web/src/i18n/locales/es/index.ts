import { assembleMessages } from '../assemble';

export const messages = assembleMessages(import.meta.glob('./*.json', { eager: true, import: 'default' }));
