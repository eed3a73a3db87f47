import type { Translation } from '../en';

export const auth: Pick<Translation, 'auth'> = {
  auth: {
    login: 'Connexion',
    register: 'Inscription',
    welcomeBack: 'Bon retour',
    join: 'Rejoignez {{siteName}}',
    loginIntro: 'Connectez-vous pour acheter, télécharger et gérer vos licences.',
    registerIntro: 'Créez un compte gratuit pour commencer à acheter de la musique.',
    account: 'Compte',
    agreeBefore: 'En continuant, vous acceptez nos',
    terms: 'Conditions',
    and: 'et notre',
    privacy: 'Politique de confidentialité',
    agreeAfter: '.',
    email: 'E-mail',
    password: 'Mot de passe',
    forgot: 'Mot de passe oublié ?',
    signingIn: 'Connexion…',
    welcomeToast: 'Bon retour, {{name}} !',
    fullName: 'Nom complet',
    confirmPassword: 'Confirmer le mot de passe',
    creating: 'Création du compte…',
    createAccount: 'Créer un compte',
    orContinue: 'ou continuer avec',
  },
};
