import Link from '@mui/material/Link';
import { routes } from '../core/routes';

/** Where the caller's contact card downloads from, and the file it is saved as. */
const CALLER_CARD_PATH = routes.getCallerCard.path;
const CALLER_CARD_FILE = 'daybreak.vcf';

/**
 * "Add to contacts": the contact card of the number wake-up calls come from (`daybreak.vcf`), which a
 * phone imports; a saved contact rings through a phone that silences unknown callers.
 */
export function AddToContacts() {
  return (
    <Link href={CALLER_CARD_PATH} download={CALLER_CARD_FILE}>
      Add to contacts
    </Link>
  );
}
