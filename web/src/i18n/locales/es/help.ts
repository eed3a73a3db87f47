import type { Translation } from '../en';

export const help: Pick<Translation, 'help'> = {
  help: {
    pageTitle: 'Centro de ayuda · {{siteName}}',
    heroTitle: '¿Cómo podemos ayudarte?',
    heroSubtitle: 'Respuestas sobre compras, licencias, descargas y tu cuenta.',
    hours: 'Sáb–jue, 10:00–19:00 (GMT+6)',
    search: 'Buscar en las preguntas frecuentes',
    searchPlaceholder: 'Busca respuestas…',
    ways: 'Formas de contactarnos',
    whatsAppTitle: 'Chat de WhatsApp',
    whatsAppText: 'La forma más rápida de contactarnos. La mayoría de los chats se responden en minutos.',
    whatsAppLink: 'Chatear por WhatsApp',
    whatsAppMessage: 'Hola, necesito ayuda con {{siteName}}',
    emailTitle: 'Soporte por correo',
    emailText: 'Para pedidos, facturas y preguntas sobre licencias. Respondemos en un día laborable.',
    phoneTitle: 'Soporte telefónico',
    faqTitle: 'Preguntas frecuentes',
    noResults: 'No se encontraron preguntas que coincidan con tu búsqueda.',
    stillTitle: '¿Aún necesitas ayuda?',
    stillText: 'Cuéntanos qué ocurre y te responderemos por correo.',
    faqs: {
      purchasing: {
        question: '¿Cómo compro una canción?',
        answer:
          'Inicia sesión, pulsa Comprar en cualquier canción, elige bKash, Nagad, Rocket o transferencia bancaria y envía el importe exacto. Introduce en la factura tu número de remitente y el ID de transacción; cuando un administrador apruebe el pago, tu clave de licencia y la descarga aparecerán en Mis pedidos.',
      },
      formats: {
        question: '¿Qué formatos de archivo ofrecéis?',
        answer: 'Cada canción se entrega en MP3 a 320 kbps, y en WAV cuando el artista lo ha proporcionado. Los archivos no tienen DRM.',
      },
      'commercial-use': {
        question: '¿Puedo usar la música comprada con fines comerciales?',
        answer:
          'Sí. Cada compra incluye una licencia de por vida con derechos de uso comercial, que cualquiera puede verificar con tu clave de licencia en /license-verify.',
      },
      downloads: {
        question: '¿Cómo descargo mis compras?',
        answer:
          'Abre Mis pedidos (o la biblioteca de tu panel) y pulsa Descargar canción o PDF de licencia. Los enlaces se generan de nuevo cada vez, así que puedes volver a descargar cuando lo necesites.',
      },
      'technical-issues': {
        question: 'Una descarga ha fallado o un archivo no se reproduce. ¿Qué hago?',
        answer:
          'Vuelve a intentar la descarga desde Mis pedidos con una conexión estable. Si sigue fallando, contacta con soporte por WhatsApp o correo con tu número de pedido y lo solucionaremos o te reembolsaremos según nuestra política de reembolsos.',
      },
    },
  },
};
