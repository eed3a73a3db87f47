import type { Translation } from '../en';

export const legal: Pick<Translation, 'legal'> = {
  legal: {
    updated: 'Zuletzt aktualisiert am {{date}}',
    onThisPage: 'Auf dieser Seite',
    questions: 'Fragen zu dieser Richtlinie? Schreib an <email/> oder besuche unsere <contact>Kontaktseite</contact>.',
    contactForm: 'unser Kontaktformular',
    terms: {
      pageTitle: 'Nutzungsbedingungen · {{siteName}}',
      title: 'Nutzungsbedingungen',
      intro:
        'Die Regeln für die Nutzung von {{siteName}}: was du mit der lizenzierten Musik tun darfst und was wir dir im Gegenzug versprechen.',
      acceptance: {
        heading: 'Annahme dieser Bedingungen',
        text: 'Indem du ein Konto anlegst oder Musik auf {{siteName}} anhörst, kaufst oder herunterlädst, stimmst du diesen Nutzungsbedingungen und unserer Datenschutzerklärung zu. Nutzt du {{siteName}} im Namen eines Unternehmens, bestätigst du, dass du dieses Unternehmen daran binden darfst.',
      },
      accounts: {
        heading: 'Dein Konto',
        text1:
          'Du musst bei der Registrierung korrekte Angaben machen und dein Passwort für dich behalten. Du bist für alles verantwortlich, was mit deinem Konto geschieht. Sag uns sofort Bescheid, wenn du glaubst, dass jemand anderes es benutzt hat.',
        text2:
          'Wir können ein Konto sperren, das für Betrug, für den Missbrauch des Dienstes oder anderer Menschen oder für Urheberrechtsverletzungen genutzt wird.',
      },
      licenses: {
        heading: 'Was eine Lizenz dir erlaubt',
        text1:
          'Jeder Kauf gewährt dir eine nicht exklusive, weltweite und unbefristete Lizenz, den Song in deinen eigenen Projekten zu nutzen, darunter:',
        item1: 'Online- und Rundfunkvideos, Podcasts, Filme, Spiele und Apps;',
        item2: 'Werbung und Kundenaufträge, wenn du der auf der Bestellung genannte Lizenznehmer bist;',
        item3: 'Live-Veranstaltungen und die öffentliche Aufführung des fertigen Projekts.',
        text2:
          'Du darfst die Audiodatei nicht für sich allein weiterverkaufen, teilen oder verbreiten, sie nicht bei einem Content-ID-System registrieren und dich nicht als Urheber ausgeben. Das Urheberrecht bleibt beim Künstler. Jede Lizenz hat einen Schlüssel, der auf der Seite <verify>Lizenz prüfen</verify> geprüft werden kann.',
      },
      payments: {
        heading: 'Preise und Zahlung',
        text1:
          'Preise werden pro Song in US-Dollar festgelegt und können in bangladeschischen Taka zu 110 BDT pro Dollar angezeigt werden. Wo der Shop sie anbietet, kannst du per Karte, PayPal oder SSLCommerz (bKash, Nagad, Rocket und lokale Karten auf einer Seite) bezahlen: Der Anbieter bestätigt die Zahlung, und Lizenzschlüssel und Download sind sofort bereit. Du kannst auch selbst per bKash, Nagad, Rocket oder Banküberweisung bezahlen; diese Zahlungen bestätigt unser Team, meist innerhalb von 1 bis 24 Stunden, und Lizenzschlüssel und Download stehen bereit, sobald die Zahlung freigegeben ist.',
        text2:
          'Abonnements werden nie automatisch abgebucht. Drei Tage bevor ein Tarif endet, schicken wir dir per E-Mail eine Verlängerungsrechnung für den nächsten Zeitraum. Ein per Karte bezahlter Tarif wird verlängert, indem du diese Rechnung per Karte bezahlst (der Anbieter bestätigt die Zahlung, keine Freigabe nötig); ein per bKash, Nagad, Rocket oder Banküberweisung bezahlter Tarif wird verlängert, indem du sie auf demselben Weg bezahlst, und wir bestätigen die Zahlung. Nach der Zahlung beginnt der nächste Zeitraum am Enddatum des aktuellen. Wird die Rechnung bis zum Enddatum nicht bezahlt, läuft der Tarif an diesem Tag aus und seine Downloads enden. Kündigen ist kostenlos und beendet die Verlängerung; du behältst den Zugang bis zum Ende des bezahlten Zeitraums.',
      },
      refunds: {
        heading: 'Rückerstattungen',
        text: 'Rückerstattungen richten sich nach unserer <refund>Rückerstattungsrichtlinie</refund>, die Teil dieser Bedingungen ist.',
      },
      artists: {
        heading: 'Von Künstlern hochgeladene Inhalte',
        text: 'Künstler bestätigen, dass sie alle Rechte an der veröffentlichten Musik besitzen oder kontrollieren und dass sie keine Rechte Dritter verletzt. Wir können Inhalte entfernen, die gegen diese Bedingungen verstoßen oder Gegenstand einer gültigen Urheberrechtsmeldung nach unserer <dmca>DMCA-Richtlinie</dmca> sind.',
      },
      liability: {
        heading: 'Haftung',
        text: 'Wir betreiben {{siteName}} mit Sorgfalt, können aber nicht versprechen, dass es immer verfügbar oder fehlerfrei ist. Soweit gesetzlich zulässig, ist unsere Gesamthaftung für jeden Anspruch auf den Betrag begrenzt, den du uns in den zwölf Monaten vor seiner Entstehung gezahlt hast. Nichts in diesen Bedingungen schränkt Verbraucherrechte ein, die nicht ausgeschlossen werden können.',
      },
      changes: {
        heading: 'Änderungen und anwendbares Recht',
        text: 'Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die neueste Fassung, und über wichtige Änderungen informieren wir dich per E-Mail. Diese Bedingungen unterliegen dem Recht von Bangladesch; zuständig sind die Gerichte in Dhaka.',
      },
    },
    privacy: {
      pageTitle: 'Datenschutzerklärung · {{siteName}}',
      title: 'Datenschutzerklärung',
      intro: 'Welche personenbezogenen Daten {{siteName}} erhebt, warum, und welche Wahlmöglichkeiten du hast.',
      collect: {
        heading: 'Was wir erheben',
        account: '<strong>Kontodaten:</strong> dein Name, deine E-Mail-Adresse und ein sicher gehashtes Passwort.',
        orders:
          '<strong>Bestellungen und Zahlungen:</strong> die Songs, die du kaufst, Beträge, die Zahlungsart, die Wallet- oder Kontonummer des Absenders und die Transaktions-ID, die du uns angibst.',
        messages: '<strong>Nachrichten:</strong> was du uns über das Kontaktformular, per E-Mail, WhatsApp oder Telefon schickst.',
        technical:
          '<strong>Technische Daten:</strong> deine IP-Adresse und dein Browsertyp, aus Sicherheitsgründen in Serverprotokollen gespeichert.',
      },
      use: {
        heading: 'Wofür wir sie nutzen',
        text1:
          'Wir nutzen deine Daten, um dein Konto zu führen, Zahlungen zu bestätigen, Downloads und Lizenzschlüssel bereitzustellen, Supportanfragen zu beantworten und den Dienst sicher zu halten.',
        text2: 'Wir verkaufen deine personenbezogenen Daten nicht und zeigen keine Werbung Dritter.',
      },
      storage: {
        heading: 'Cookies und lokaler Speicher',
        text: 'Wir verwenden keine Tracking-Cookies. Dein Browser speichert dein Anmelde-Token und deine Einstellungen, etwa die Anzeigewährung und die Lautstärke des Players, im lokalen Speicher deines eigenen Geräts. Beim Abmelden wird das Token entfernt.',
      },
      sharing: {
        heading: 'An wen wir sie weitergeben',
        text: 'Nur an die Anbieter, die den Dienst für uns betreiben (Cloud-Hosting und E-Mail-Versand), unter Verträgen, die deine Daten schützen, und an Behörden, wenn das Gesetz es verlangt. Wer einen Lizenzschlüssel prüft, sieht den Song, das Kaufdatum und die E-Mail-Adresse des Lizenznehmers, damit die Lizenz nachgewiesen werden kann.',
      },
      retention: {
        heading: 'Wie lange wir sie speichern',
        text: 'Kontodaten werden gespeichert, solange dein Konto besteht. Bestelldaten bewahren wir aus Steuer- und Lizenzgründen sieben Jahre auf, auch nach dem Löschen eines Kontos, damit bestehende Lizenzen prüfbar bleiben.',
      },
      rights: {
        heading: 'Deine Rechte',
        text: 'Du kannst deine personenbezogenen Daten in deinen Kontoeinstellungen einsehen, berichtigen, exportieren oder löschen oder uns darum bitten, indem du an <email/> schreibst. Wir antworten innerhalb von 30 Tagen.',
      },
      children: {
        heading: 'Kinder',
        text: '{{siteName}} richtet sich nicht an Kinder unter 13 Jahren, und wir erheben wissentlich keine Daten von ihnen. Wenn du glaubst, dass uns ein Kind unter 13 personenbezogene Daten gegeben hat, kontaktiere uns, und wir löschen sie.',
      },
      security: {
        heading: 'Sicherheit',
        text: 'Daten werden bei der Übertragung und im Ruhezustand verschlüsselt, Passwörter nur als gesalzene Hashes gespeichert, und der Zugriff der Mitarbeiter ist auf das beschränkt, was ihre Arbeit erfordert. Kein System ist vollkommen sicher; betrifft dich eine Datenpanne, informieren wir dich unverzüglich.',
      },
    },
    dmca: {
      pageTitle: 'DMCA-Richtlinie · {{siteName}}',
      title: 'DMCA- und Urheberrechtsrichtlinie',
      intro:
        '{{siteName}} respektiert die Rechte von Kreativen. So meldest du rechtsverletzende Musik, und so reagierst du auf eine Meldung.',
      mailSubject: 'DMCA-Meldung',
      notice: {
        heading: 'Rechtsverletzungen melden',
        text1:
          'Wenn du glaubst, dass Musik auf {{siteName}} dein Urheberrecht verletzt, sende eine schriftliche Meldung an unseren benannten Vertreter unter <email/>. Die Meldung muss Folgendes enthalten:',
        item1: 'deine handschriftliche oder elektronische Unterschrift;',
        item2: 'die Angabe des urheberrechtlich geschützten Werks, das nach deiner Aussage verletzt wird;',
        item3: 'die URL jedes Songs auf {{siteName}}, der entfernt werden soll;',
        item4: 'deinen Namen, deine Postanschrift, Telefonnummer und E-Mail-Adresse;',
        item5:
          'eine Erklärung, dass du in gutem Glauben annimmst, dass die Nutzung nicht vom Rechteinhaber, seinem Vertreter oder dem Gesetz erlaubt ist;',
        item6:
          'eine Erklärung unter Strafandrohung für Meineid, dass die Meldung zutrifft und du der Rechteinhaber bist oder in seinem Namen handeln darfst.',
        text2:
          'Wir entfernen das Material umgehend oder sperren den Zugriff darauf und informieren den Künstler, der es veröffentlicht hat.',
      },
      counter: {
        heading: 'Gegendarstellung',
        text1:
          'Wenn dein Song entfernt wurde und du glaubst, dass es sich um einen Irrtum oder eine Verwechslung handelt, kannst du eine Gegendarstellung an dieselbe Adresse senden, die Folgendes enthält:',
        item1: 'deine handschriftliche oder elektronische Unterschrift;',
        item2: 'die Angabe des entfernten Materials und wo es vor der Entfernung zu finden war;',
        item3:
          'eine Erklärung unter Strafandrohung für Meineid, dass du in gutem Glauben annimmst, dass es irrtümlich oder aufgrund einer Verwechslung entfernt wurde;',
        item4:
          'deinen Namen, deine Adresse und Telefonnummer sowie deine Zustimmung zur Zuständigkeit der Gerichte an deinem Wohnort (oder in Dhaka, wenn du außerhalb von Bangladesch lebst) und zur Annahme von Zustellungen der Person, die die ursprüngliche Meldung gesendet hat.',
        text2:
          'Wir leiten die Gegendarstellung an den ursprünglichen Beschwerdeführer weiter. Teilt er uns nicht innerhalb von 10 Werktagen mit, dass er Klage erhoben hat, stellen wir das Material innerhalb von 10 bis 14 Werktagen wieder her.',
      },
      repeat: {
        heading: 'Wiederholte Rechtsverletzungen',
        text: 'Unter entsprechenden Umständen schließen wir die Konten von Nutzern, die wiederholt Urheberrechte verletzen. Ein Konto, das innerhalb von zwölf Monaten drei gültige Meldungen erhält, die nicht erfolgreich widerlegt werden, wird geschlossen und seine Songs werden entfernt.',
      },
      licences: {
        heading: 'Bestehende Lizenzen',
        text: 'Käufer, die einen Song vor seiner Entfernung in gutem Glauben lizenziert haben, behalten ihren Lizenzschlüssel, und wir helfen ihnen, den Kauf zu belegen. Die Entfernung eines Songs, den ein Käufer bereits verwendet hat, erstatten wir nicht, wohl aber Käufe, die nach unserer Rückerstattungsrichtlinie noch berechtigt sind.',
      },
      misuse: {
        heading: 'Falsche Meldungen',
        text: 'Wer wissentlich eine falsche Meldung oder Gegendarstellung sendet, kann für Schäden haften, einschließlich Kosten und Anwaltsgebühren.',
      },
    },
    refund: {
      pageTitle: 'Rückerstattungsrichtlinie · {{siteName}}',
      title: 'Rückerstattungsrichtlinie',
      intro:
        'Wir möchten, dass du mit jedem gekauften Song zufrieden bist. Falls etwas schiefgelaufen ist, erfährst du hier, wie Rückerstattungen funktionieren.',
      mailSubject: 'Antrag auf Rückerstattung',
      window: {
        heading: 'Frist für Rückerstattungen',
        text: 'Du kannst innerhalb von <strong>7 Tagen</strong> nach dem auf deiner Rechnung angegebenen Kaufdatum eine Rückerstattung beantragen.',
      },
      eligible: {
        heading: 'Wann du Anspruch hast',
        technical:
          '<strong>Technische Probleme:</strong> Die Datei ist beschädigt oder lässt sich nicht herunterladen, und unser Support-Team kann das nicht beheben.',
        duplicate: '<strong>Doppelte Käufe:</strong> Dir wurde derselbe Song zweimal berechnet.',
        unauthorized: '<strong>Nicht autorisierte Transaktionen:</strong> eine Zahlung, die du weder getätigt noch genehmigt hast.',
        mislabeled:
          '<strong>Erheblich falsch beschriebene Inhalte:</strong> Der Song weicht wesentlich von Titel, Beschreibung, Genre oder Vorschau ab.',
      },
      notEligible: {
        heading: 'Wann keine Rückerstattung möglich ist',
        item1: 'Eine Meinungsänderung, nachdem der Song heruntergeladen wurde.',
        item2: 'Käufe, die älter als 7 Tage sind.',
        item3:
          'Ein bereits begonnener Abonnementzeitraum, auch ein verlängerter: Eine Verlängerung wird nie automatisch abgebucht (du bezahlst ihre Rechnung, die 3 Tage vor Tarifende per E-Mail kommt), und Kündigen ist kostenlos, beendet die Verlängerung und lässt dir den Zugang bis zum Ende des Zeitraums.',
        item4: 'Inhalte, die bereits kommerziell genutzt wurden, zum Beispiel in einem veröffentlichten Video oder einem Kundenprojekt.',
      },
      howToAsk: {
        heading: 'So beantragst du eine Rückerstattung',
        text: 'Schreib von der Adresse deines Kontos an <email/>, mit:',
        item1: 'deiner Bestellnummer und dem Songtitel;',
        item2: 'dem Grund für den Antrag, bei technischen Problemen mit Screenshots oder Fehlermeldungen;',
        item3: 'der Wallet oder dem Bankkonto, auf das die Rückerstattung gehen soll.',
      },
      timeline: {
        heading: 'Wie es weitergeht',
        text1: 'Wir prüfen jeden Antrag innerhalb von <strong>2–3 Werktagen</strong> und teilen dir das Ergebnis per E-Mail mit.',
        text2:
          'Genehmigte Erstattungen werden innerhalb von <strong>5–7 Werktagen</strong> auf die ursprüngliche Zahlungsmethode ausgezahlt. Der Lizenzschlüssel eines erstatteten Songs wird widerrufen, und der Song darf nicht mehr verwendet werden. Die Erstattung einer Tarifzahlung beendet den Tarif und seine Downloads sofort.',
      },
    },
  },
};
