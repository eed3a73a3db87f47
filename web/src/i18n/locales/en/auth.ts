import { addEnglish } from '../../i18n';

/** Sign in and registration. */
export const auth = {
  auth: {
    login: 'Login',
    register: 'Register',
    welcomeBack: 'Welcome back',
    join: 'Join {{siteName}}',
    loginIntro: 'Sign in to buy, download and manage your licenses.',
    registerIntro: 'Create a free account to start buying music.',
    account: 'Account',
    agreeBefore: 'By continuing you agree to our',
    terms: 'Terms',
    and: 'and',
    privacy: 'Privacy Policy',
    agreeAfter: '.',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot your password?',
    signingIn: 'Signing in…',
    welcomeToast: 'Welcome back, {{name}}!',
    fullName: 'Full Name',
    confirmPassword: 'Confirm Password',
    creating: 'Creating account…',
    createAccount: 'Create Account',
    orContinue: 'or continue with',
  },
};

addEnglish({ ...auth });
