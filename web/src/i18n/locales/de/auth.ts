import type { Translation } from '../en';

export const auth: Pick<Translation, 'auth'> = {
  auth: {
    login: 'Anmelden',
    register: 'Registrieren',
    welcomeBack: 'Willkommen zurück',
    join: 'Werde Teil von {{siteName}}',
    loginIntro: 'Melde dich an, um zu kaufen, herunterzuladen und deine Lizenzen zu verwalten.',
    registerIntro: 'Erstelle ein kostenloses Konto und kauf deine erste Musik.',
    account: 'Konto',
    agreeBefore: 'Wenn du fortfährst, stimmst du unseren',
    terms: 'Nutzungsbedingungen',
    and: 'und der',
    privacy: 'Datenschutzerklärung',
    agreeAfter: ' zu.',
    email: 'E-Mail',
    password: 'Passwort',
    forgot: 'Passwort vergessen?',
    signingIn: 'Anmeldung läuft…',
    welcomeToast: 'Willkommen zurück, {{name}}!',
    fullName: 'Vollständiger Name',
    confirmPassword: 'Passwort bestätigen',
    creating: 'Konto wird erstellt…',
    createAccount: 'Konto erstellen',
    orContinue: 'oder weiter mit',
  },
};
