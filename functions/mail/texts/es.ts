import type { BuyerMailTexts } from './types';

export const es: BuyerMailTexts = {
  locale: 'es-ES',
  hi: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  hello: 'Hola:',
  questions: (addresses) => `¿Preguntas? Escribe a ${addresses}.`,
  or: ' o ',
  reset: {
    subject: 'Restablece tu contraseña',
    asked: (site) => `Alguien ha pedido restablecer la contraseña de tu cuenta de ${site}.`,
    openLink: (minutes) => `Abre este enlace para elegir una contraseña nueva (válido durante ${minutes} minutos, una sola vez):`,
    linkLabel: 'Elegir una contraseña nueva',
    validFor: (minutes) => `(válido durante ${minutes} minutos, una sola vez).`,
    token: 'O pega este código en el cuadro Restablecer contraseña:',
    notYou: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  },
  approved: {
    subject: (invoice, title) => `Pedido ${invoice} aprobado: ${title}`,
    body: (title, invoice) => `Tu pago de «${title}» (pedido ${invoice}) ha sido aprobado.`,
    licenceKey: 'Clave de licencia:',
    download: 'Descarga la canción y el PDF de tu licencia en Mis pedidos',
  },
  rejected: {
    subject: (invoice) => `Pedido ${invoice}: pago rechazado`,
    body: (title, invoice) => `No hemos podido aprobar el pago de «${title}» (pedido ${invoice}).`,
    reason: 'Motivo:',
    tryAgain: 'Vuelve a intentar la compra o contacta con soporte:',
    tryAgainBefore: 'Vuelve a intentar la compra o',
    contactSupport: 'contacta con soporte',
    soldExclusively: {
      refund: (title) => `«${title}» se ha vendido en exclusiva a otro comprador. Te reembolsaremos el pago.`,
      cancelled: (title) => `«${title}» se ha vendido en exclusiva a otro comprador, por lo que tu pedido se ha cancelado.`,
    },
  },
  activated: {
    subject: (plan) => `Tu ${plan} está activo`,
    body: (plan) => `Tu pago ha sido aprobado y tu ${plan} ya está activo.`,
    start: 'Empieza a descargar',
    queuedSubject: (plan, date) => `Tu ${plan} empieza el ${date}`,
    queuedBody: (plan, date) =>
      `Tu pago ha sido aprobado. Tu ${plan} empieza el ${date}, cuando termine tu plan actual; hasta entonces tu plan actual sigue igual.`,
  },
  verification: {
    subject: (site) => `Verifica tu dirección de correo para ${site}`,
    welcomeByLink: (site) => `Te damos la bienvenida a ${site}. Confirma que esta es tu dirección de correo abriendo este enlace`,
    welcome: (site) => `Te damos la bienvenida a ${site}. Confirma que esta es tu dirección de correo:`,
    linkLabel: 'Verificar mi dirección de correo',
    browseNow: 'Ya puedes explorar y escuchar; las compras se habilitan en cuanto se verifique tu dirección.',
    notYou: 'Si no has creado esta cuenta, ignora este correo.',
  },
  emailChange: {
    subject: (site) => `Confirma tu nueva dirección de correo para ${site}`,
    asked: (site) => `Has pedido iniciar sesión en ${site} con esta dirección a partir de ahora.`,
    confirmByLink: 'Confírmalo abriendo este enlace',
    linkLabel: 'Confirmar mi nueva dirección de correo',
    until: 'Hasta entonces tu cuenta conserva su dirección actual. Si no lo has pedido tú, ignora este correo.',
  },
  validHours: (hours, end) => `(válido durante ${hours} horas, una sola vez)${end}`,
  invite: {
    subject: (site) => `Tu cuenta de ${site}`,
    created: (site) => `Un administrador ha creado para ti una cuenta de ${site} con esta dirección de correo.`,
    openLink: (days) => `Abre este enlace para elegir tu contraseña (válido durante ${days} días, una sola vez):`,
    linkLabel: 'Elegir tu contraseña',
    validDays: (days) => `(válido durante ${days} días, una sola vez).`,
  },
  refunded: {
    subject: (invoice) => `Pedido ${invoice}: reembolsado`,
    body: (title, invoice) => `Tu pago de «${title}» (pedido ${invoice}) ha sido reembolsado.`,
    revoked: 'La licencia de este pedido queda revocada y su descarga, cerrada.',
    yourOrders: 'Tus pedidos',
  },
  reply: { youWrote: 'Escribiste:' },
  releases: {
    subjectOne: (artist, title) => `Novedad de ${artist}: ${title}`,
    subjectMany: (count) => `${count} canciones nuevas de artistas que sigues`,
    intro: (site) => `Novedades en ${site} de artistas que sigues:`,
    by: 'de',
    why: 'Recibes como máximo uno de estos correos al día porque tienes activadas las novedades por correo en tus ajustes.',
    unsubscribe: 'Darse de baja',
  },
  guestPlaced: {
    subject: (invoice, title) => `Tu pedido ${invoice}: ${title}`,
    body: (invoice, title) =>
      `Tu pedido ${invoice} de «${title}» está pendiente de pago. Abre tu pedido para pagarlo, seguirlo y descargar en cuanto se apruebe:`,
    linkLabel: 'Abrir tu pedido',
    keep: 'Guarda este correo: el enlace es la llave de tu pedido.',
  },
  guestApproved: {
    subject: (invoice, title) => `Pedido ${invoice} aprobado: ${title}`,
    body: (title, invoice) => `Tu pago de «${title}» (pedido ${invoice}) ha sido aprobado.`,
    licenceKey: 'Tu clave de licencia:',
    download: 'Descarga la canción y el PDF de la licencia',
    downloadAt: (link) => `Descarga la canción y el PDF de la licencia: ${link}`,
    keep: (signUpUrl) => `Crea una cuenta con esta dirección y verifícala para guardar esta compra en tu biblioteca: ${signUpUrl}`,
  },
  guestPlanActive: {
    subject: (plan) => `Tu ${plan} está activo`,
    body: (plan, invoice) => `Se aprobó tu pago del ${plan} (pedido ${invoice}) y el plan está activo.`,
    queuedSubject: (plan, date) => `Tu ${plan} empieza el ${date}`,
    queuedBody: (plan, invoice, date) =>
      `Se aprobó tu pago del ${plan} (pedido ${invoice}). El plan empieza el ${date}, cuando termine el plan actual de esta dirección.`,
    fromAccount:
      'Sus descargas se usan desde una cuenta: crea una con esta dirección (o inicia sesión si ya la tienes) y verifícala, y el plan pasará a ella con todo su periodo y su cuota.',
    signUp: 'Crea tu cuenta',
    signUpAt: (link) => `Crea tu cuenta: ${link}`,
    orderAt: (link) => `Tu pedido: ${link}`,
  },
  renewal: {
    subject: (invoice, plan) => `Factura de renovación ${invoice}: plan ${plan}`,
    ends: (plan, day) =>
      `Tu plan ${plan} termina el ${day}. Si la factura no está pagada para entonces, el plan vence ese día y sus descargas se detienen; una vez pagada, el siguiente periodo empieza el ${day}.`,
    invoice: (invoice) => `Factura de renovación ${invoice}:`,
    byCard: 'Págala con tarjeta en la página de la factura (Stripe confirma el pago; nadie tiene que aprobarlo).',
    manual:
      'Págala por bKash, Nagad, Rocket o transferencia bancaria e introduce el ID de transacción en la página de la factura; lo confirmamos, normalmente en un plazo de 1 a 24 horas.',
    invoiceLink: 'Factura:',
    openInvoice: 'Abrir la factura',
    cancel: '¿No quieres renovar? Cancela el plan desde tu panel; conservas el acceso hasta la fecha de fin.',
  },
  lapsed: {
    subject: (plan) => `Tu plan ${plan} ha terminado`,
    ended: (plan, day) => `Tu plan ${plan} terminó el ${day} sin renovarse, así que sus descargas se han detenido.`,
    cancelled: 'Lo cancelaste, por eso no se envió ninguna factura de renovación.',
    unpaid: 'Su factura de renovación no se pagó a tiempo y ya está cerrada.',
    again: 'Tus compras siguen en tu biblioteca. Elige un plan de nuevo cuando quieras:',
    plansLabel: 'Ver los planes',
  },
};
