import type { Translation } from '../en';

export const home: Pick<Translation, 'home'> = {
  home: {
    heroTitle: 'Encuentra el sonido que merece tu próximo proyecto.',
    heroBadge: 'MP3 de 320 kbps y WAV · Licencias verificadas · Descargas al instante',
    heroText:
      'Escucha cualquier pista durante 30 segundos, cómprala una vez y obtén una licencia comercial de por vida con una clave verificable. O suscríbete y descarga de todo el catálogo.',
    browseMusic: 'Explorar música',
    viewPricing: 'Ver precios',
    verifiable: 'Licencias que puedes verificar',
    afterApproval: 'Descarga justo después de la aprobación',
    inNumbers: 'El mercado en cifras',
    statSongs: 'Canciones',
    statArtists: 'Artistas',
    statUsers: 'Usuarios',
    statDownloads: 'Descargas',
    byGenre: 'Explorar por género',
    byGenreText: 'Ve directo al sonido que buscas.',
    featuresTitle: 'Todo lo que necesitas para licenciar música sin papeleo',
    features: {
      preview: {
        title: 'Escucha antes de comprar',
        text: 'Cada pista tiene una vista previa de 30 segundos tomada de la mitad de la canción, donde suele estar el gancho.',
      },
      lifetime: {
        title: 'Propiedad de por vida',
        text: 'Paga una vez por canción. La descarga y los derechos de uso comercial son tuyos para siempre.',
      },
      quality: {
        title: 'Calidad de estudio',
        text: 'Archivos en MP3 de 320 kbps y WAV sin pérdida, listos para vídeo, pódcasts, videojuegos y directos.',
      },
      verified: {
        title: 'Licencias verificadas',
        text: 'Cada compra incluye una clave de licencia y un PDF que cualquiera puede comprobar en nuestra página de verificación.',
      },
      plans: { title: 'Planes para usuarios intensivos', text: 'Suscríbete y descarga de todo el catálogo con una cuota mensual.' },
      pay: {
        title: 'Paga como prefieras',
        text: 'bKash, Nagad, Rocket y transferencia bancaria, confirmados por nuestro equipo, normalmente en un día.',
      },
    },
    lovedBy: 'Los creadores nos adoran',
    testimonials: {
      nusrat: {
        quote: 'Licencié la banda sonora de toda una serie documental en una tarde. Las claves de licencia dejaron contenta a la cadena.',
        role: 'Editora de documentales',
      },
      daniel: {
        quote:
          'Las vistas previas empiezan donde la canción se pone buena, así que preselecciono pistas para un cliente en minutos, no en horas.',
        role: 'Productor de vídeo',
      },
      tanvir: {
        quote:
          'Pagar con bKash y recibir una factura como es debido es justo lo que necesitaba nuestra agencia. El soporte respondió por WhatsApp en minutos.',
        role: 'Director creativo',
      },
    },
    ctaTitle: '¿Listo para encontrar tu sonido?',
    ctaText:
      'Explora miles de pistas originales o crea una cuenta gratuita para comprar, descargar y guardar tus licencias en un solo lugar.',
    startBrowsing: 'Empezar a explorar',
    createAccount: 'Crear cuenta gratuita',
  },
};
