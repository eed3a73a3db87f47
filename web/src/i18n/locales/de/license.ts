import type { Translation } from '../en';

export const license: Pick<Translation, 'license'> = {
  license: {
    error: 'Fehler beim Prüfen des Lizenzschlüssels',
    song: 'Song',
    artist: 'Künstler',
    type: 'Lizenzart',
    date: 'Kaufdatum',
    amount: 'Betrag',
    licensedTo: 'Lizenziert an',
    order: 'Bestellung',
    key: 'Lizenzschlüssel',
    result: 'Prüfergebnis',
    invalid: 'Ungültige Lizenz',
    valid: 'Gültige Lizenz',
    title: 'Lizenz prüfen',
    intro: 'Gib einen Lizenzschlüssel ein, um zu prüfen, ob er von uns ausgestellt wurde und was er abdeckt.',
    form: 'Einen Lizenzschlüssel prüfen',
    placeholder: 'Lizenzschlüssel eingeben',
    verifyLabel: 'Lizenz prüfen',
    verify: 'Prüfen',
    checking: 'Wird geprüft…',
  },
};
