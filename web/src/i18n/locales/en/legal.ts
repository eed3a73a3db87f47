import { addEnglish } from '../../i18n';

/** The policy pages: terms, privacy, DMCA and refunds. */
export const legal = {
  legal: {
    updated: 'Last updated {{date}}',
    onThisPage: 'On this page',
    questions: 'Questions about this policy? Write to <email/> or visit our <contact>contact page</contact>.',
    contactForm: 'our contact form',
    terms: {
      pageTitle: 'Terms of Service · {{siteName}}',
      title: 'Terms of Service',
      intro: 'The rules for using {{siteName}}: what you can do with the music you license, and what we promise in return.',
      acceptance: {
        heading: 'Acceptance of these terms',
        text: 'By creating an account, previewing, buying or downloading music on {{siteName}} you agree to these Terms of Service and to our Privacy Policy. If you use {{siteName}} on behalf of a company, you confirm that you may bind that company to them.',
      },
      accounts: {
        heading: 'Your account',
        text1:
          'You must give accurate details when you register and keep your password to yourself. You are responsible for everything done with your account. Tell us at once if you believe someone else has used it.',
        text2: 'We may suspend an account that is used for fraud, for abuse of the service or of other people, or to infringe copyright.',
      },
      licenses: {
        heading: 'What a license lets you do',
        text1: 'Each purchase grants you a non-exclusive, worldwide, perpetual license to use the song in your own projects, including:',
        item1: 'online and broadcast video, podcasts, films, games and apps;',
        item2: 'advertising and client work, when you are the licensee named on the order;',
        item3: 'live events and public performance of the finished project.',
        text2:
          'You may not resell, share or redistribute the audio file on its own, register it with a content identification system, or claim authorship. The artist keeps the copyright. Every license has a key that can be checked on the <verify>License Verify</verify> page.',
      },
      payments: {
        heading: 'Prices and payment',
        text1:
          'Prices are set per song in US dollars and may be shown in Bangladeshi taka at 110 BDT to the dollar. Where the store offers them, you can pay by card, PayPal or SSLCommerz (bKash, Nagad, Rocket and local cards on one page): the provider confirms the payment and the license key and download are ready at once. You can also pay by bKash, Nagad, Rocket or bank transfer yourself; our team confirms those payments, usually within 1 to 24 hours, and the license key and download become available once the payment is approved.',
        text2:
          'Subscriptions are never charged automatically. Three days before a plan ends we email a renewal invoice for the next period. A plan paid by card is renewed by paying that invoice by card (the payment is confirmed by the provider, no approval needed); a plan paid by bKash, Nagad, Rocket or bank transfer is renewed by paying it the same way, and we confirm the payment. Once paid, the next period runs from the end date of the current one. If the invoice is not paid by the end date, the plan lapses that day and its downloads stop. Cancelling is free and stops renewal; you keep access until the end of the period you paid for.',
      },
      refunds: {
        heading: 'Refunds',
        text: 'Refunds are handled under our <refund>Refund Policy</refund>, which forms part of these terms.',
      },
      artists: {
        heading: 'Content uploaded by artists',
        text: "Artists confirm that they own or control all rights in the music they publish and that it does not infringe anyone else's rights. We may remove content that breaks these terms or is the subject of a valid copyright notice under our <dmca>DMCA Policy</dmca>.",
      },
      liability: {
        heading: 'Liability',
        text: 'We provide {{siteName}} with care but cannot promise it will always be available or free of errors. To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing in these terms limits rights you have as a consumer that cannot be excluded.',
      },
      changes: {
        heading: 'Changes and governing law',
        text: 'We may update these terms; the date at the top shows the latest version, and we will email you about important changes. These terms are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction.',
      },
    },
    privacy: {
      pageTitle: 'Privacy Policy · {{siteName}}',
      title: 'Privacy Policy',
      intro: 'What personal data {{siteName}} collects, why, and the choices you have about it.',
      collect: {
        heading: 'What we collect',
        account: '<strong>Account details:</strong> your name, email address and a securely hashed password.',
        orders:
          '<strong>Orders and payments:</strong> the songs you buy, amounts, the payment method, sender wallet or account number and transaction ID you give us.',
        messages: '<strong>Messages:</strong> what you send through the contact form, email, WhatsApp or phone.',
        technical: '<strong>Technical data:</strong> your IP address and browser type, kept in server logs for security.',
      },
      use: {
        heading: 'How we use it',
        text1:
          'We use your information to run your account, confirm payments, deliver downloads and license keys, answer support requests and keep the service secure.',
        text2: 'We do not sell your personal data and we do not show third-party advertising.',
      },
      storage: {
        heading: 'Cookies and local storage',
        text: 'We do not use tracking cookies. Your browser keeps your sign-in token and preferences, such as your display currency and player volume, in local storage on your own device. Signing out removes the token.',
      },
      sharing: {
        heading: 'Who we share it with',
        text: "Only with the providers that run the service for us (cloud hosting and email delivery), under contracts that protect your data, and with authorities when the law requires it. When anyone verifies a license key, they see the song, the purchase date and the licensee's email address, so that the license can be proven.",
      },
      retention: {
        heading: 'How long we keep it',
        text: 'Account data is kept while your account is open. Order records are kept for seven years for tax and licensing reasons, even after an account is deleted, so that existing licenses stay verifiable.',
      },
      rights: {
        heading: 'Your rights',
        text: 'You can see, correct, export or delete your personal data from your account settings, or ask us to do it by writing to <email/>. We answer within 30 days.',
      },
      children: {
        heading: 'Children',
        text: '{{siteName}} is not directed at children under 13 and we do not knowingly collect data from them. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
      },
      security: {
        heading: 'Security',
        text: 'Data is encrypted in transit and at rest, passwords are stored only as salted hashes, and staff access is limited to what their work needs. No system is perfectly secure; if a breach affects you, we will tell you without undue delay.',
      },
    },
    dmca: {
      pageTitle: 'DMCA Policy · {{siteName}}',
      title: 'DMCA & Copyright Policy',
      intro: '{{siteName}} respects the rights of creators. Here is how to report infringing music, and how to respond to a report.',
      mailSubject: 'DMCA notice',
      notice: {
        heading: 'Reporting infringement',
        text1:
          'If you believe music on {{siteName}} infringes your copyright, send a written notice to our designated agent at <email/>. The notice must include:',
        item1: 'your physical or electronic signature;',
        item2: 'identification of the copyrighted work you say is infringed;',
        item3: 'the URL of each song on {{siteName}} you want removed;',
        item4: 'your name, postal address, telephone number and email address;',
        item5: 'a statement that you believe in good faith the use is not authorised by the owner, its agent or the law;',
        item6:
          'a statement, under penalty of perjury, that the notice is accurate and that you are the owner or authorised to act for the owner.',
        text2: 'We remove or disable access to the material promptly and tell the artist who published it.',
      },
      counter: {
        heading: 'Counter-notice',
        text1:
          'If your song was removed and you believe that was a mistake or misidentification, you may send a counter-notice to the same address containing:',
        item1: 'your physical or electronic signature;',
        item2: 'identification of the removed material and where it appeared before removal;',
        item3: 'a statement, under penalty of perjury, that you believe in good faith it was removed by mistake or misidentification;',
        item4:
          'your name, address and telephone number, and your consent to the jurisdiction of the courts where you live (or of Dhaka, if you live outside Bangladesh) and to accept service from the person who sent the original notice.',
        text2:
          'We forward the counter-notice to the original complainant. Unless they tell us within 10 business days that they have filed a court action, we restore the material within 10 to 14 business days.',
      },
      repeat: {
        heading: 'Repeat infringers',
        text: 'We terminate, in appropriate circumstances, the accounts of users who repeatedly infringe copyright. An account that receives three valid notices that are not successfully countered within twelve months is closed, and its songs are removed.',
      },
      licences: {
        heading: 'Existing licenses',
        text: 'Buyers who licensed a song before it was removed in good faith keep their license key, and we will help them document the purchase. We do not refund the removal of a song a buyer has already used, but we do refund purchases still eligible under our Refund Policy.',
      },
      misuse: {
        heading: 'False notices',
        text: 'Knowingly sending a false notice or counter-notice may make you liable for damages, including costs and legal fees.',
      },
    },
    refund: {
      pageTitle: 'Refund Policy · {{siteName}}',
      title: 'Refund Policy',
      intro: 'We want you to be happy with every song you buy. If something went wrong, here is how refunds work.',
      mailSubject: 'Refund request',
      window: {
        heading: 'Refund window',
        text: 'You can ask for a refund within <strong>7 days</strong> of the purchase date shown on your invoice.',
      },
      eligible: {
        heading: 'When you are eligible',
        technical: '<strong>Technical issues:</strong> the file is corrupted or cannot be downloaded, and our support team cannot fix it.',
        duplicate: '<strong>Duplicate purchases:</strong> you were charged twice for the same song.',
        unauthorized: '<strong>Unauthorized transactions:</strong> a payment you did not make or approve.',
        mislabeled:
          '<strong>Significantly mislabeled content:</strong> the song differs substantially from its title, description, genre or preview.',
      },
      notEligible: {
        heading: 'When refunds are not available',
        item1: 'A change of mind after the song has been downloaded.',
        item2: 'Purchases older than 7 days.',
        item3:
          'A subscription period already started, a renewed one included: a renewal is never charged automatically (you pay its invoice, emailed 3 days before the plan ends), and cancelling is free, stops renewal and keeps your access to the end of the period.',
        item4: 'Content that has already been used commercially, for example in a published video or a client project.',
      },
      howToAsk: {
        heading: 'How to request a refund',
        text: 'Write to <email/> from the address on your account, with:',
        item1: 'your order number and the song title;',
        item2: 'the reason for the request, with screenshots or error messages if it is a technical issue;',
        item3: 'the wallet or bank account the refund should go to.',
      },
      timeline: {
        heading: 'What happens next',
        text1: 'We review every request within <strong>2–3 business days</strong> and tell you the outcome by email.',
        text2:
          'Approved refunds are processed within <strong>5–7 business days</strong> to the original payment method. The license key of a refunded song is revoked, and the song may no longer be used. A refunded plan payment ends the plan and its downloads at once.',
      },
    },
  },
};

addEnglish({ ...legal });
