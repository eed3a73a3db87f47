import type { Translation } from '../en';

export const about: Pick<Translation, 'about'> = {
  about: {
    pageTitle: 'Über uns · {{siteName}}',
    title: 'Über {{siteName}}',
    intro:
      '{{siteName}} ist ein Marktplatz für Originalmusik. Unabhängige Künstler veröffentlichen ihre Songs, und Kreative (Videoeditoren, Podcaster, Spielestudios, Agenturen) hören sie an, kaufen mit einem Klick eine Lizenz und laden noch am selben Tag Dateien in Studioqualität herunter.',
    inNumbers: '{{siteName}} in Zahlen',
    stats: { songs: 'Songs', artists: 'Künstler', users: 'Nutzer', satisfaction: 'Zufriedenheit' },
    missionTitle: 'Unsere Mission',
    mission1:
      'Großartige Musik sollte leicht zu finden, einfach zu lizenzieren und fair zu den Menschen sein, die sie machen. Zu oft verzichten Kreative auf den perfekten Track, weil die Rechte unklar sind, der Preis ein Rätsel ist oder der Papierkram Wochen dauert.',
    mission2:
      'Das ändern wir: mit einer 30-Sekunden-Vorschau jedes Songs, einem ehrlichen Preis, einer lebenslangen Lizenz mit prüfbarem Schlüssel und lokalen Zahlungsarten wie bKash und Nagad neben der Banküberweisung. Künstler behalten die Rechte an ihrem Werk und werden für jeden Verkauf bezahlt.',
    valuesTitle: 'Wofür wir stehen',
    values: {
      quality: {
        title: 'Qualität zuerst',
        text: 'Jeder Track wird von unseren Kuratoren geprüft, bevor er gelistet wird, und als MP3 mit 320 kbit/s und verlustfreies WAV geliefert. Was es nicht auf unsere eigenen Playlists schaffen würde, kommt nicht in den Katalog.',
      },
      community: {
        title: 'Von der Community getragen',
        text: 'Künstler, Editoren und Produzenten bestimmen mit, was wir bauen. Funktionswünsche kommen aus unseren Community-Kanälen, und unabhängige Musiker von Dhaka bis Detroit verkaufen Seite an Seite.',
      },
      fair: {
        title: 'Faire Lizenzen',
        text: 'Eine klare Lizenz pro Song, mit Preis pro Track, ohne versteckte Tantiemen oder überraschende Ansprüche. Künstler verdienen an jedem Verkauf, und jeder Lizenzschlüssel ist öffentlich prüfbar.',
      },
    },
    teamTitle: 'Das Team',
    team: {
      ceo: {
        role: 'Mitgründerin & CEO',
        bio: 'Hat zehn Jahre lang Musik fürs Fernsehen lizenziert, bevor sie beschloss, dass das Minuten statt Wochen dauern sollte.',
      },
      cto: {
        role: 'Mitgründer & CTO',
        bio: 'Baut die Plattform, die Vorschauen streamt und Downloads an Hörer in über 40 Ländern liefert.',
      },
      ar: {
        role: 'Leiterin A&R',
        bio: 'Findet und gewinnt die unabhängigen Künstler hinter dem Katalog und hört sich jede Einsendung an.',
      },
      success: {
        role: 'Leiter Kundenerfolg',
        bio: 'Leitet das Support-Team, das sieben Tage die Woche WhatsApp-Chats, Anrufe und E-Mails beantwortet.',
      },
    },
    hearTitle: 'Hör selbst',
    hearText: 'Hör in jeden Song des Katalogs hinein, ganz ohne Konto.',
    browse: 'Musik entdecken',
    contact: 'Kontakt',
  },
};
