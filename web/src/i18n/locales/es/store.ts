import type { Translation } from '../en';

export const store: Pick<Translation, 'store'> = {
  store: {
    newReleases: 'Novedades',
    newReleasesText: 'Las últimas pistas del catálogo. Pulsa reproducir para escuchar un avance.',
    seeAll: 'Ver todo',
    trending: 'Tendencias de la semana',
    trendingText: 'Lo más escuchado y comprado en los últimos 7 días.',
    applied: 'Aplicado:',
    chipSearch: 'Búsqueda: «{{q}}»',
    removeFilter: 'Quitar el filtro {{label}}',
    clearAll: 'Borrar todo',
    filtersCount_one: 'Filtros ({{count}})',
    filtersCount_many: 'Filtros ({{count}})',
    filtersCount_other: 'Filtros ({{count}})',
    showingSoFar_one: 'Mostrando {{count}} canción por ahora',
    showingSoFar_many: 'Mostrando {{count}} de canciones por ahora',
    showingSoFar_other: 'Mostrando {{count}} canciones por ahora',
    registeredSignedIn: '¡Bienvenido, {{name}}! Tu cuenta está lista y has iniciado sesión.',
    signInToBuy: 'Crea una cuenta o inicia sesión para comprar esta canción. Volverás directamente a esta compra.',
    backToGuest: 'Comprar como invitado',
    moreFromArtist: 'Más de {{artist}}',
    related: 'Canciones relacionadas',
    relatedText: 'Más {{genre}} del catálogo.',
    artistPhoto: 'Foto de {{name}}',
    aboutArtist: 'Sobre {{name}}',
  },
};
