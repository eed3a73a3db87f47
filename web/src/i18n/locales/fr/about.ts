import type { Translation } from '../en';

export const about: Pick<Translation, 'about'> = {
  about: {
    pageTitle: 'À propos · {{siteName}}',
    title: 'À propos de {{siteName}}',
    intro:
      '{{siteName}} est une place de marché de musique originale. Des artistes indépendants publient leurs titres, et les créateurs (monteurs vidéo, podcasteurs, studios de jeux, agences) les écoutent, achètent une licence en un clic et téléchargent le jour même des fichiers de qualité studio.',
    inNumbers: '{{siteName}} en chiffres',
    stats: { songs: 'Titres', artists: 'Artistes', users: 'Utilisateurs', satisfaction: 'Satisfaction' },
    missionTitle: 'Notre mission',
    mission1:
      'La bonne musique devrait être facile à trouver, simple à licencier et juste envers ceux qui la créent. Trop souvent, un créateur renonce au morceau parfait parce que les droits sont flous, que le prix est un mystère ou que les formalités prennent des semaines.',
    mission2:
      'Nous y remédions avec un extrait de 30 secondes de chaque titre, un prix honnête, une licence à vie avec une clé vérifiable et des moyens de paiement locaux comme bKash et Nagad en plus du virement bancaire. Les artistes restent propriétaires de leur œuvre et sont payés à chaque vente.',
    valuesTitle: 'Nos valeurs',
    values: {
      quality: {
        title: 'La qualité avant tout',
        text: 'Chaque morceau est écouté par nos curateurs avant d’être publié, et livré en MP3 320 kbit/s et en WAV sans perte. S’il n’entrerait pas dans nos propres playlists, il n’entre pas dans le catalogue.',
      },
      community: {
        title: 'Porté par la communauté',
        text: 'Artistes, monteurs et producteurs façonnent ce que nous construisons. Les demandes de fonctionnalités viennent de nos canaux communautaires, et des musiciens indépendants de Dacca à Detroit vendent côte à côte.',
      },
      fair: {
        title: 'Des licences équitables',
        text: 'Une licence claire par titre, au prix du morceau, sans redevances cachées ni réclamations surprises. Les artistes gagnent à chaque vente, et chaque clé de licence peut être vérifiée publiquement.',
      },
    },
    teamTitle: 'L’équipe',
    team: {
      ceo: {
        role: 'Cofondatrice et PDG',
        bio: 'A passé dix ans à licencier de la musique pour la télévision avant de décider que cela devait prendre des minutes, pas des semaines.',
      },
      cto: {
        role: 'Cofondateur et CTO',
        bio: 'Construit la plateforme qui diffuse les extraits et livre les téléchargements à des auditeurs dans plus de 40 pays.',
      },
      ar: {
        role: 'Responsable A&R',
        bio: 'Déniche et signe les artistes indépendants du catalogue, et écoute chaque proposition.',
      },
      success: {
        role: 'Responsable de la satisfaction client',
        bio: 'Dirige l’équipe d’assistance qui répond aux chats WhatsApp, aux appels et aux e-mails sept jours sur sept.',
      },
    },
    hearTitle: 'Écoutez par vous-même',
    hearText: 'Écoutez l’extrait de n’importe quel titre du catalogue, sans compte.',
    browse: 'Parcourir la musique',
    contact: 'Nous contacter',
  },
};
