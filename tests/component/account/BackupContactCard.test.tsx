import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackupContactCard } from '../../../src/features/account/BackupContactCard';
import { backupContactHandlers } from '../../fixtures/api';
import { HttpResponse, mock, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

/** The card on the profile screen, over a backup contact of its own (none unless `server.use` says). */
const card = () => renderScreen(<BackupContactCard />, { route: '/dashboard/profile' });
beforeEach(() => server.use(...backupContactHandlers(null)));

describe('BackupContactCard (someone who knows)', () => {
  it('none yet: naming one asks them first, and the card says nothing is sent until they agree', async () => {
    signInLocally();
    card();
    expect(await screen.findByRole('heading', { name: 'Backup contact' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Their name/), 'Sam');
    await userEvent.type(screen.getByLabelText(/Their phone number/), '+1 202 555 0177');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Them' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are calling Sam at +1 202 555 0177 to ask. Nothing is sent to them until they press 1.',
    );
    expect(await screen.findByText('Calling Sam to ask.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('an agreed contact is said so; Remove takes them off', async () => {
    signInLocally();
    server.use(
      ...backupContactHandlers({ name: 'Sam', phone_number: '+12025550177', status: 'agreed' }),
    );
    card();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sam agreed: if a morning ends without you pressing 1, they get one text at +1 202 555 0177.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Backup contact removed. Nobody will be texted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Their name/)).toHaveValue('');
  });

  it('a refusal naming the number shows under the number', async () => {
    signInLocally();
    server.use(
      mock('putBackupContact', () =>
        HttpResponse.json(
          {
            message: 'phone_number: The owner of this number asked Daybreak never to contact them.',
            errors: [
              {
                field: 'phone_number',
                message: 'The owner of this number asked Daybreak never to contact them.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    card();
    await userEvent.type(await screen.findByLabelText(/Their name/), 'Pat');
    await userEvent.type(screen.getByLabelText(/Their phone number/), '+1 202 555 0178');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Them' }));
    expect(
      await screen.findByText('The owner of this number asked Daybreak never to contact them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
