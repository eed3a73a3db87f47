import type { Translation } from '../en';

export const home: Pick<Translation, 'home'> = {
  home: {
    heroTitle: 'Finde den Sound, den dein nächstes Projekt verdient.',
    heroBadge: '320 kbps MP3 & WAV · Geprüfte Lizenzen · Sofortige Downloads',
    heroText:
      'Hör jeden Titel 30 Sekunden lang an, kauf ihn einmal und besitze eine unbefristete kommerzielle Lizenz mit prüfbarem Schlüssel. Oder abonniere und lade aus dem ganzen Katalog herunter.',
    browseMusic: 'Musik entdecken',
    viewPricing: 'Preise ansehen',
    verifiable: 'Lizenzen, die du prüfen kannst',
    afterApproval: 'Download direkt nach der Freigabe',
    inNumbers: 'Der Marktplatz in Zahlen',
    statSongs: 'Songs',
    statArtists: 'Künstler',
    statUsers: 'Nutzer',
    statDownloads: 'Downloads',
    byGenre: 'Nach Genre entdecken',
    byGenreText: 'Spring direkt zu dem Sound, den du suchst.',
    featuresTitle: 'Alles, was du brauchst, um Musik ohne Papierkram zu lizenzieren',
    features: {
      preview: {
        title: 'Vor dem Kauf anhören',
        text: 'Jeder Titel hat eine 30-sekündige Hörprobe aus der Mitte des Songs, wo meist die Hook liegt.',
      },
      lifetime: {
        title: 'Unbefristeter Besitz',
        text: 'Einmal pro Song zahlen. Der Download und die kommerziellen Nutzungsrechte gehören dir für immer.',
      },
      quality: {
        title: 'Studioqualität',
        text: 'Dateien in 320 kbps MP3 und verlustfreiem WAV, bereit für Video, Podcasts, Spiele und Live-Sets.',
      },
      verified: {
        title: 'Geprüfte Lizenzen',
        text: 'Zu jedem Kauf gibt es einen Lizenzschlüssel und ein PDF, das jeder auf unserer Prüfseite kontrollieren kann.',
      },
      plans: { title: 'Tarife für Vielnutzer', text: 'Abonniere und lade mit monatlichem Kontingent aus dem ganzen Katalog herunter.' },
      pay: {
        title: 'Bezahl, wie du willst',
        text: 'bKash, Nagad, Rocket und Banküberweisung, von unserem Team bestätigt, meist innerhalb eines Tages.',
      },
    },
    lovedBy: 'Von Kreativen geschätzt',
    testimonials: {
      nusrat: {
        quote:
          'Ich habe den Soundtrack für eine ganze Dokuserie an einem Nachmittag lizenziert. Die Lizenzschlüssel haben den Sender zufriedengestellt.',
        role: 'Cutterin für Dokumentarfilme',
      },
      daniel: {
        quote:
          'Die Hörproben beginnen dort, wo der Song gut wird, so stelle ich in Minuten statt Stunden eine Auswahl für Kunden zusammen.',
        role: 'Videoproduzent',
      },
      tanvir: {
        quote:
          'Mit bKash bezahlen und eine ordentliche Rechnung bekommen – genau das brauchte unsere Agentur. Der Support hat per WhatsApp in Minuten geantwortet.',
        role: 'Creative Director',
      },
    },
    ctaTitle: 'Bereit, deinen Sound zu finden?',
    ctaText:
      'Entdecke Tausende Originaltitel oder erstelle ein kostenloses Konto, um zu kaufen, herunterzuladen und deine Lizenzen an einem Ort zu behalten.',
    startBrowsing: 'Jetzt entdecken',
    createAccount: 'Kostenloses Konto erstellen',
  },
};
