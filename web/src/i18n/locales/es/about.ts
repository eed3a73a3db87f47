import type { Translation } from '../en';

export const about: Pick<Translation, 'about'> = {
  about: {
    pageTitle: 'Quiénes somos · {{siteName}}',
    title: 'Acerca de {{siteName}}',
    intro:
      '{{siteName}} es un mercado de música original. Artistas independientes publican sus canciones, y los creadores (editores de vídeo, podcasters, estudios de videojuegos, agencias) las escuchan, compran una licencia con un clic y descargan archivos con calidad de estudio el mismo día.',
    inNumbers: '{{siteName}} en cifras',
    stats: { songs: 'Canciones', artists: 'Artistas', users: 'Usuarios', satisfaction: 'Satisfacción' },
    missionTitle: 'Nuestra misión',
    mission1:
      'La buena música debería ser fácil de encontrar, sencilla de licenciar y justa con quienes la crean. Con demasiada frecuencia un creador renuncia a la pista perfecta porque los derechos no están claros, el precio es un misterio o el papeleo tarda semanas.',
    mission2:
      'Lo solucionamos con una vista previa de 30 segundos de cada canción, un precio honesto, una licencia de por vida con una clave verificable y métodos de pago locales como bKash y Nagad junto a la transferencia bancaria. Los artistas conservan la propiedad de su obra y cobran por cada venta.',
    valuesTitle: 'Lo que defendemos',
    values: {
      quality: {
        title: 'La calidad primero',
        text: 'Nuestros curadores revisan cada pista antes de publicarla, y se entrega en MP3 a 320 kbps y en WAV sin pérdida. Si no entraría en nuestras propias listas, no entra en el catálogo.',
      },
      community: {
        title: 'Impulsado por la comunidad',
        text: 'Artistas, editores y productores dan forma a lo que construimos. Las peticiones de funciones llegan de nuestros canales de la comunidad, y músicos independientes de Daca a Detroit venden codo con codo.',
      },
      fair: {
        title: 'Licencias justas',
        text: 'Una licencia clara por canción, con precio por pista, sin regalías ocultas ni reclamaciones sorpresa. Los artistas ganan con cada venta y cualquier clave de licencia se puede verificar públicamente.',
      },
    },
    teamTitle: 'El equipo',
    team: {
      ceo: {
        role: 'Cofundadora y CEO',
        bio: 'Pasó diez años licenciando música para televisión antes de decidir que debía llevar minutos, no semanas.',
      },
      cto: {
        role: 'Cofundador y CTO',
        bio: 'Construye la plataforma que reproduce las vistas previas y entrega descargas a oyentes de más de 40 países.',
      },
      ar: {
        role: 'Directora de A&R',
        bio: 'Encuentra y ficha a los artistas independientes del catálogo, y escucha cada propuesta.',
      },
      success: {
        role: 'Director de Atención al Cliente',
        bio: 'Dirige el equipo de soporte que responde chats de WhatsApp, llamadas y correos los siete días de la semana.',
      },
    },
    hearTitle: 'Escúchalo tú mismo',
    hearText: 'Escucha la vista previa de cualquier canción del catálogo, sin necesidad de cuenta.',
    browse: 'Explorar música',
    contact: 'Contáctanos',
  },
};
