import type { Translation } from '../en';

export const auth: Pick<Translation, 'auth'> = {
  auth: {
    login: 'Iniciar sesión',
    register: 'Registrarse',
    welcomeBack: 'Hola de nuevo',
    join: 'Únete a {{siteName}}',
    loginIntro: 'Inicia sesión para comprar, descargar y gestionar tus licencias.',
    registerIntro: 'Crea una cuenta gratuita para empezar a comprar música.',
    account: 'Cuenta',
    agreeBefore: 'Al continuar aceptas nuestros',
    terms: 'Términos',
    and: 'y nuestra',
    privacy: 'Política de privacidad',
    agreeAfter: '.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    forgot: '¿Has olvidado tu contraseña?',
    signingIn: 'Iniciando sesión…',
    welcomeToast: '¡Hola de nuevo, {{name}}!',
    fullName: 'Nombre completo',
    confirmPassword: 'Confirmar contraseña',
    creating: 'Creando la cuenta…',
    createAccount: 'Crear cuenta',
    orContinue: 'o continúa con',
  },
};
