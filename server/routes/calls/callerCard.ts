/**
 * The contact card of the number wake-up calls come from (`daybreak.vcf`, vCard 3.0 for the widest
 * import: iOS, Android, desktop address books). Saved as a contact, the calls ring through iOS
 * "Silence Unknown Callers", Focus's allowed people and Android's call screening.
 */
import VCard from 'vcard-creator';

/** The name the contact is saved under. */
const CALLER_NAME = 'Daybreak wake-up call';

export function callerCard(callerId: string): string {
  return new VCard()
    .addName({ givenName: CALLER_NAME })
    .addCompany({ name: 'Daybreak' })
    .addPhoneNumber({ number: callerId, type: ['voice'] })
    .toString();
}
