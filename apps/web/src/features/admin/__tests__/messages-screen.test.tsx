import { messagePaths } from '@lumen/contracts/member/messages.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { MessagesScreen } from '../screens/messages-screen.tsx';

describe("the operator's messages", () => {
  it('when the title or text is missing, then the form says so and sends nothing', async () => {
    const api = mockWalletApi({});
    renderPage(<MessagesScreen />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api.to(messagePaths.send)).toHaveLength(0);
  });

  it('when written to everyone, then it goes in English without a username and the desk says so; an unknown member is named under the field', async () => {
    let unknown = false;
    const api = mockWalletApi({
      [messagePaths.send]: () => {
        if (unknown) throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'username', issue: 'invalid_value', message: 'No such member' }] });
        return { id: '9' };
      },
    });
    renderPage(<MessagesScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Maintenance tonight');
    await user.type(screen.getByLabelText('Message'), 'From 02:00 to 03:00.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to every member.');
    expect(api.to(messagePaths.send)[0]?.body).toEqual({ title: { EN: 'Maintenance tonight' }, body: { EN: 'From 02:00 to 03:00.' } });

    unknown = true;
    await user.type(screen.getByLabelText('Member (username)'), 'ghost');
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No such member')).toBeInTheDocument();
    expect(api.to(messagePaths.send)[1]?.body).toMatchObject({ username: 'ghost' });
  });
});
