import type { Translation } from '../en';

export const store: Pick<Translation, 'store'> = {
  store: {
    newReleases: 'Nouveautés',
    newReleasesText: 'Les derniers titres du catalogue. Appuyez sur lecture pour un extrait.',
    seeAll: 'Tout voir',
    trending: 'Tendances de la semaine',
    trendingText: 'Les plus écoutés et achetés ces 7 derniers jours.',
    applied: 'Appliqué :',
    chipSearch: 'Recherche : « {{q}} »',
    removeFilter: 'Retirer le filtre {{label}}',
    clearAll: 'Tout effacer',
    filtersCount_one: 'Filtres ({{count}})',
    filtersCount_many: 'Filtres ({{count}})',
    filtersCount_other: 'Filtres ({{count}})',
    showingSoFar_one: '{{count}} titre affiché pour l’instant',
    showingSoFar_many: '{{count}} de titres affichés pour l’instant',
    showingSoFar_other: '{{count}} titres affichés pour l’instant',
    registeredSignedIn: 'Bienvenue, {{name}} ! Votre compte est prêt et vous êtes connecté.',
    signInToBuy: 'Créez un compte ou connectez-vous pour acheter ce titre. Vous revenez directement à cet achat.',
    backToGuest: 'Acheter en tant qu’invité',
    moreFromArtist: 'Plus de {{artist}}',
    related: 'Titres similaires',
    relatedText: 'Plus de {{genre}} dans le catalogue.',
    artistPhoto: 'Photo de {{name}}',
    aboutArtist: 'À propos de {{name}}',
  },
};
