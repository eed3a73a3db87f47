import { assembleMessages } from '../assemble';

export const messages = assembleMessages(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }));
