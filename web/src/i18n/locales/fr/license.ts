import type { Translation } from '../en';

export const license: Pick<Translation, 'license'> = {
  license: {
    error: 'Erreur lors de la vérification de la clé de licence',
    song: 'Titre',
    artist: 'Artiste',
    type: 'Type de licence',
    date: 'Date d’achat',
    amount: 'Montant',
    licensedTo: 'Concédée à',
    order: 'Commande',
    key: 'Clé de licence',
    result: 'Résultat de la vérification',
    invalid: 'Licence non valide',
    valid: 'Licence valide',
    title: 'Vérifier une licence',
    intro: 'Saisissez une clé de licence pour vérifier qu’elle a bien été émise par nous et ce qu’elle couvre.',
    form: 'Vérifier une clé de licence',
    placeholder: 'Saisissez la clé de licence',
    verifyLabel: 'Vérifier la licence',
    verify: 'Vérifier',
    checking: 'Vérification…',
  },
};
