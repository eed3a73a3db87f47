import type { Translation } from '../en';

export const contact: Pick<Translation, 'contact'> = {
  contact: {
    pageTitle: 'Contacto · {{siteName}}',
    title: 'Contáctanos',
    intro:
      '¿Preguntas sobre una licencia, un pago o una pista? Escríbenos y una persona real de nuestro equipo en Daca te responderá, normalmente en un día laborable.',
    getInTouch: 'Ponte en contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    whatsApp: 'WhatsApp',
    office: 'Oficina',
    hoursTitle: 'Horario de soporte',
    hours: {
      weekdays: 'Sábado – jueves',
      friday: 'Viernes',
      closed: 'Cerrado',
      chat: 'Chat de WhatsApp',
      chatTime: 'Todos los días, 09:00 – 22:00',
    },
    timeZone: 'Todas las horas son de Bangladés (GMT+6).',
    sendTitle: 'Envíanos un mensaje',
    allRequired: 'Todos los campos son obligatorios.',
    form: {
      label: 'Formulario de contacto',
      supportLabel: 'Solicitud de soporte',
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      sending: 'Enviando…',
      send: 'Enviar mensaje',
      sent: '¡Gracias! Tu mensaje se ha enviado. Solemos responder en un día laborable.',
      rateLimited: 'Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
    },
  },
};
