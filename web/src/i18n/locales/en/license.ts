import { addEnglish } from '../../i18n';

/** Licence verification. */
export const license = {
  license: {
    error: 'Error verifying license key',
    song: 'Song',
    artist: 'Artist',
    type: 'License type',
    date: 'Purchase date',
    amount: 'Amount',
    licensedTo: 'Licensed to',
    order: 'Order',
    key: 'License key',
    result: 'Verification result',
    invalid: 'Invalid License',
    valid: 'Valid License',
    title: 'Verify a License',
    intro: 'Enter a licence key to check that it was issued by us and what it covers.',
    form: 'Verify a license key',
    placeholder: 'Enter license key',
    verifyLabel: 'Verify license',
    verify: 'Verify',
    checking: 'Checking…',
  },
};

addEnglish({ ...license });
