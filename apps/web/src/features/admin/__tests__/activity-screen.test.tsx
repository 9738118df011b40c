import { activityPaths, type DeskApplication } from '@lumen/contracts/member/activity.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { ActivityScreen } from '../screens/activity-screen.tsx';

const TOKEN = 'op_token_abcdefghijklmnopqrstuvwxyz';

const application = (id: string, extra: Partial<DeskApplication> = {}): DeskApplication => ({
  id,
  promotionId: '3',
  promotionTitle: 'Weekend reload bonus',
  comment: 'Deposited 5,000 on Saturday, screenshot attached.',
  imageCount: 0,
  status: 'PENDING',
  state: 'APPLYING',
  remark: null,
  amount: null,
  createdAt: '2026-11-28T09:30:00.000Z',
  reviewedAt: null,
  username: 'alice',
  imageIds: [],
  ...extra,
});
const page = (list: DeskApplication[]) => ({ list, pageNo: 1, totalPages: list.length > 0 ? 1 : 0, total: list.length });
const actionPath = (id: string, action: 'approve' | 'reject') => `${activityPaths.desk}/${id}/${action}`;

/** The desk's applications as the server keeps them: a reviewed one leaves PENDING for its new status. */
function deskApi(initial: DeskApplication[], extra: Record<string, unknown> = {}) {
  const items = [...initial];
  const review = (id: string, change: Partial<DeskApplication>) => {
    const i = items.findIndex((a) => a.id === id);
    const done: DeskApplication = { ...items[i]!, reviewedAt: '2026-11-28T10:00:00.000Z', ...change };
    items[i] = done;
    return done;
  };
  const api = mockWalletApi({
    [`GET ${activityPaths.desk}`]: (call: WalletCall) => page(items.filter((a) => a.status === (call.query.get('status') ?? 'PENDING'))),
    [`POST ${actionPath('7', 'approve')}`]: (call: WalletCall) =>
      review('7', { status: 'ISSUED', state: 'ISSUED', amount: Number((call.body as { amount: string }).amount).toFixed(2) }),
    [`POST ${actionPath('7', 'reject')}`]: (call: WalletCall) => review('7', { status: 'REJECTED', state: 'REJECTED', remark: (call.body as { remark: string }).remark }),
    ...extra,
  });
  return { api, items };
}

const lists = (api: ReturnType<typeof mockWalletApi>) => api.calls.filter((c) => c.path === activityPaths.desk && c.method === 'GET');

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe("the operator's activity applications", () => {
  afterEach(() => {
    adminSignOut();
    vi.restoreAllMocks();
  });

  it('when the desk is open, then Activity applications follows Points in its menu and lists the pending ones with the operator token, images as thumbnails opening full size', async () => {
    adminSignIn(TOKEN, { id: '1', username: 'desk', lastLoginAt: null });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:application-image');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const { api } = deskApi([application('7', { imageIds: ['31', '32'], imageCount: 2 })], {
      [`GET ${activityPaths.desk}/images/31`]: {},
      [`GET ${activityPaths.desk}/images/32`]: {},
    });
    renderRoutes('/admin/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity applications' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Payment desk' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links[links.indexOf('Points') + 1]).toBe('Activity applications');
    expect(within(nav).getByRole('link', { name: 'Activity applications' })).toHaveAttribute('href', '/admin/activity');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending', 'Issued', 'Rejected']);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

    const row = await screen.findByTestId('application-7');
    expect(row).toHaveTextContent('alice');
    expect(row).toHaveTextContent('Weekend reload bonus');
    expect(row).toHaveTextContent('Deposited 5,000 on Saturday, screenshot attached.');
    expect(row).toHaveTextContent('Pending');
    expect(lists(api)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(lists(api)[0]?.query.get('status')).toBe('PENDING');

    const user = userEvent.setup();
    await user.click(await within(row).findByRole('button', { name: 'Image 2 from alice' }));
    const full = await screen.findByRole('dialog', { name: 'Image 2 from alice' });
    expect(within(full).getByRole('img', { name: 'Image 2 from alice' })).toHaveAttribute('src', 'blob:application-image');
    const image = api.calls.find((c) => c.path === `${activityPaths.desk}/images/32`);
    expect(image?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('when the operator leaves a tab and comes back within a minute, then every image shown (thumbnails and full size) has an address that was not revoked', async () => {
    adminSignIn(TOKEN, { id: '1', username: 'desk', lastLoginAt: null });
    // Each object URL is new; a revoked one no longer shows anything.
    let made = 0;
    const revoked = new Set<string>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:application-image-${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.add(url));
    deskApi([application('7', { imageIds: ['31', '32'], imageCount: 2 }), application('8', { username: 'bob', status: 'REJECTED', state: 'REJECTED' })], {
      [`GET ${activityPaths.desk}/images/31`]: {},
      [`GET ${activityPaths.desk}/images/32`]: {},
    });
    renderRoutes('/admin/activity');
    const user = userEvent.setup();
    const shown = () => screen.getAllByRole('img', { name: /from alice/ }).map((img) => img.getAttribute('src'));

    const row = await screen.findByTestId('application-7');
    await within(row).findByRole('button', { name: 'Image 2 from alice' });
    await waitFor(() => expect(shown()).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await screen.findByTestId('application-8');
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await user.click(await within(await screen.findByTestId('application-7')).findByRole('button', { name: 'Image 2 from alice' }));
    await screen.findByRole('dialog', { name: 'Image 2 from alice' });

    const srcs = shown();
    expect(srcs).toHaveLength(3);
    expect(revoked.size).toBeGreaterThan(0);
    for (const src of srcs) {
      expect(src).toMatch(/^blob:/);
      expect(revoked.has(src!)).toBe(false);
    }
  });

  it('when an application is approved, then the amount and the days (7 at first) are asked and checked, sent, the row leaves the pending list and the issued tab shows the reward', async () => {
    const { api } = deskApi([application('7'), application('8', { username: 'bob' })]);
    renderPage(<ActivityScreen />);
    const user = userEvent.setup();
    const row = await screen.findByTestId('application-7');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(dialog).toHaveTextContent('alice · Weekend reload bonus');
    const amount = within(dialog).getByLabelText('Reward amount');
    const days = within(dialog).getByLabelText('Days to claim it');
    expect(days).toHaveValue('7');

    await user.click(within(dialog).getByRole('button', { name: 'Grant reward' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Enter an amount above 0 with at most 2 decimals, up to 1,000,000.00.');
    await retype(user, amount, '1000000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Grant reward' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await retype(user, amount, '250.00');
    await retype(user, days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Grant reward' }));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(actionPath('7', 'approve'))).toHaveLength(0);

    await retype(user, days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Grant reward' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(actionPath('7', 'approve'))[0]?.body).toEqual({ amount: '250.00', validDays: 10 });
    expect(screen.getByRole('status')).toHaveTextContent("Application approved: the reward waits in the member's reward centre.");
    await waitFor(() => expect(screen.queryByTestId('application-7')).not.toBeInTheDocument());
    expect(screen.getByTestId('application-8')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Issued' }));
    const issued = await screen.findByTestId('application-7');
    expect(issued).toHaveTextContent('Issued');
    expect(issued).toHaveTextContent('250.00');
    expect(within(issued).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(lists(api).at(-1)?.query.get('status')).toBe('ISSUED');
  });

  it('when the server refuses the amount, then its message shows beside the amount and nothing else', async () => {
    deskApi([application('7')], {
      [`POST ${actionPath('7', 'approve')}`]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Validation failed', { fields: [{ field: 'amount', message: 'At most 1,000,000.00' }] });
      },
    });
    renderPage(<ActivityScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('application-7')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reward amount'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Grant reward' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Reward amount')).toHaveAccessibleDescription('At most 1,000,000.00'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when an application is rejected, then a remark is required, it is sent trimmed, and the row leaves the pending list', async () => {
    const { api } = deskApi([application('7')]);
    renderPage(<ActivityScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('application-7')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deposited 5,000 on Saturday, screenshot attached.');
    const remark = within(dialog).getByLabelText('Remark');
    expect(remark).toHaveAccessibleDescription('The member sees this remark. 1 to 140 characters.');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(remark).toHaveAccessibleDescription('Write a remark of 1 to 140 characters.');
    await user.type(remark, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.to(actionPath('7', 'reject'))).toHaveLength(0);

    await user.type(remark, ' The screenshot does not show a deposit ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(actionPath('7', 'reject'))[0]?.body).toEqual({ remark: 'The screenshot does not show a deposit' });
    expect(screen.getByRole('status')).toHaveTextContent('Application rejected: the member sees your remark and may apply again.');
    expect(await screen.findByText('No applications here.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByTestId('application-7')).toHaveTextContent('The screenshot does not show a deposit');
  });

  it('when the application was reviewed already, then the translated message shows and the list reloads without it', async () => {
    const { api, items } = deskApi([application('7')], {
      [`POST ${actionPath('7', 'approve')}`]: () => {
        // Another operator got there first.
        items[0] = { ...items[0]!, status: 'REJECTED', state: 'REJECTED', remark: 'Duplicate' };
        throw new Refusal('ALREADY_PROCESSED', '', null, 409);
      },
    });
    renderPage(<ActivityScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('application-7')).getByRole('button', { name: 'Approve' }));
    const before = lists(api).length;
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reward amount'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Grant reward' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has already been processed');
    await waitFor(() => expect(lists(api).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('application-7')).not.toBeInTheDocument());
    expect(screen.queryByText("Application approved: the reward waits in the member's reward centre.")).not.toBeInTheDocument();
  });
});
