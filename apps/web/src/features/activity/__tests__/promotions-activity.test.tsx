import { TRIAL_TYPE } from '@lumen/contracts/auth/account-types';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { activityPaths, type Application } from '@lumen/contracts/member/activity.contract';
import { rafflePaths } from '@lumen/contracts/member/raffle.contract';
import type { Announcement } from '@lumen/contracts/system/system.contract';
import { systemPaths } from '@lumen/contracts/system/system.paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockWalletApi, Offline, Refusal, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { closeTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { clearSession, TOKEN_KEY } from '@/lib/session.ts';
import { emptyAnnouncements, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

afterEach(() => {
  clearSession();
  closeTrialWarning();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const promotion = (id: string, title: string, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'PR',
  title,
  content: `<p>${title}: the rules.</p>`,
  execution: 'A',
  promotionType: 'EVENT',
  publishedAt: '2026-11-01T00:00:00.000Z',
  applicable: true,
  expiresAt: null,
  ...extra,
});

const application = (id: string, promotionId: string, extra: Partial<Application> = {}): Application => ({
  id,
  promotionId,
  promotionTitle: `Promotion ${promotionId}`,
  comment: 'I deposited on Saturday.',
  imageCount: 0,
  status: 'PENDING',
  state: 'APPLYING',
  remark: null,
  amount: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  reviewedAt: null,
  ...extra,
});

const page = (list: Application[]) => ({ list, pageNo: 1, totalPages: list.length > 0 ? 1 : 0, total: list.length });

const promotions = [
  promotion('1', 'Weekend reload bonus'),
  promotion('2', 'Referral week'),
  promotion('3', 'Deposit match'),
  promotion('4', 'Lucky Friday'),
  promotion('5', 'Cashback Monday'),
  promotion('6', 'VIP welcome', { applicable: false }),
];

type Answer = Application[] | ((call: WalletCall) => unknown);

/** The site around the promotions page, and the member's applications as the server keeps them. */
function siteApi(options: { member?: 'member' | 'trial' | 'visitor'; applications?: Answer; extra?: Record<string, unknown> } = {}) {
  const who = options.member ?? 'member';
  if (who !== 'visitor') sessionStorage.setItem(TOKEN_KEY, 'session-token');
  const applications = options.applications ?? [];
  return mockWalletApi({
    [systemPaths.permission]: permissionValue(),
    [systemPaths.announcements]: { ...emptyAnnouncements, promotion: promotions },
    [authPaths.loginInfo]: who === 'trial' ? memberInfo({ isTrial: true, type: TRIAL_TYPE }) : memberInfo(),
    [`GET ${activityPaths.applications}`]: typeof applications === 'function' ? applications : () => page(applications),
    ...options.extra,
  });
}

const activityCalls = (api: ReturnType<typeof mockWalletApi>) => api.calls.filter((c) => c.path.startsWith('/wps/member/activity'));
const card = (title: string) => screen.getByRole('listitem', { name: title });
const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function openPage() {
  renderRoutes('/promotions');
  expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' }, { timeout: 5000 })).toBeInTheDocument();
  await screen.findByRole('listitem', { name: 'Weekend reload bonus' });
}

async function openApply(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await within(card(title)).findByRole('button', { name: 'Apply' }));
  return screen.findByRole('dialog', { name: 'Apply for this promotion' });
}

describe('promotions: who sees what', () => {
  it('when a visitor opens the page, then promotions open to applications offer Apply, which opens the login, and the member API is never asked', async () => {
    const api = siteApi({ member: 'visitor' });
    await openPage();
    const user = userEvent.setup();
    expect(within(card('Weekend reload bonus')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(card('VIP welcome')).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await user.click(within(card('Weekend reload bonus')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Apply for this promotion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My applications' })).not.toBeInTheDocument();
    expect(activityCalls(api)).toHaveLength(0);
  });

  it('when a trial account presses Apply, then it is told a real account is needed, no dialog opens and the member API is never asked', async () => {
    const api = siteApi({ member: 'trial', applications: [application('9', '1')] });
    await openPage();
    const user = userEvent.setup();
    await user.click(await within(card('Weekend reload bonus')).findByRole('button', { name: 'Apply' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(warning).toHaveTextContent('A real account is needed, please register first');
    expect(screen.queryByRole('dialog', { name: 'Apply for this promotion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My applications' })).not.toBeInTheDocument();
    expect(activityCalls(api)).toHaveLength(0);
  });
});

describe('promotions: the card of each promotion open to applications', () => {
  it("when the member has applications, then each card shows the latest one's state: apply again with the remark, applying, issued with the amount and the reward centre, claimed, or apply", async () => {
    const api = siteApi({
      applications: [
        application('20', '2', { status: 'PENDING', state: 'APPLYING' }),
        application('19', '1', { status: 'REJECTED', state: 'REJECTED', remark: 'The screenshot shows no deposit.' }),
        application('18', '3', { status: 'ISSUED', state: 'ISSUED', amount: '250.00' }),
        application('17', '4', { status: 'ISSUED', state: 'CLAIMED', amount: '80.00' }),
        // Older than the application in review: not what the card shows.
        application('16', '2', { status: 'REJECTED', state: 'REJECTED', remark: 'Too early.' }),
      ],
    });
    await openPage();

    const rejected = card('Weekend reload bonus');
    expect(await within(rejected).findByText('Rejected: The screenshot shows no deposit.')).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: 'Apply again' })).toBeInTheDocument();

    const applying = card('Referral week');
    expect(within(applying).getByText('Applying')).toBeInTheDocument();
    expect(within(applying).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(within(applying).queryByText('Rejected: Too early.')).not.toBeInTheDocument();

    const issued = card('Deposit match');
    expect(within(issued).getByText('Issued')).toBeInTheDocument();
    expect(issued).toHaveTextContent('Rs 250.00');
    expect(within(issued).getByRole('link', { name: 'Claim in the reward centre' })).toHaveAttribute('href', '/member?page=rewardCenter');

    const claimed = card('Lucky Friday');
    expect(within(claimed).getByText('Claimed')).toBeInTheDocument();
    expect(within(claimed).queryByRole('link', { name: 'Claim in the reward centre' })).not.toBeInTheDocument();

    expect(within(card('Cashback Monday')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(card('VIP welcome')).queryByRole('button')).not.toBeInTheDocument();

    const lists = api.calls.filter((c) => c.path === activityPaths.applications);
    expect(lists[0]?.headers.authorization).toBe('Bearer session-token');
    expect(lists.some((c) => c.query.get('pageSize') === '100')).toBe(true);
  });

  it('when the member has applications, then My applications lists them with the promotion, state, and the amount or the remark', async () => {
    siteApi({
      applications: [
        application('19', '1', { promotionTitle: 'Weekend reload bonus', status: 'REJECTED', state: 'REJECTED', remark: 'The screenshot shows no deposit.' }),
        application('18', '3', { promotionTitle: 'Deposit match', status: 'ISSUED', state: 'ISSUED', amount: '250.00' }),
      ],
    });
    await openPage();
    const mine = await screen.findByRole('region', { name: 'My applications' });
    const rejected = await within(mine).findByTestId('application-19');
    expect(rejected).toHaveTextContent('Weekend reload bonus');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Rejected: The screenshot shows no deposit.');
    const issued = within(mine).getByTestId('application-18');
    expect(issued).toHaveTextContent('Deposit match');
    expect(issued).toHaveTextContent('Issued');
    expect(issued).toHaveTextContent('Rs 250.00');
  });

  it('when the applications are loading, then the cards and My applications show placeholders, and an empty list says so', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    siteApi({ applications: () => pending });
    await openPage();
    const mine = await screen.findByRole('region', { name: 'My applications' });
    expect(within(mine).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(within(card('Cashback Monday')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(within(card('Cashback Monday')).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

    answer(page([]));
    expect(await within(mine).findByText('You have not applied for any promotion yet.')).toBeInTheDocument();
    expect(within(card('Cashback Monday')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});

describe('promotions: when a call fails', () => {
  it('when the promotions cannot be loaded, then the page says so with a retry instead of "no promotions", and the retry shows them', async () => {
    let offline = true;
    siteApi({
      member: 'visitor',
      extra: {
        [systemPaths.announcements]: () => {
          if (offline) throw new Offline();
          return { ...emptyAnnouncements, promotion: promotions };
        },
        [rafflePaths.list]: { list: [] },
      },
    });
    renderRoutes('/promotions');
    const failure = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(failure).toHaveTextContent('Network connection problem, please try again');
    expect(screen.queryByText('There are no promotions running right now.')).not.toBeInTheDocument();
    offline = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Weekend reload bonus' })).toBeInTheDocument();
  });

  it('when the applications cannot be loaded, then each card says so with a retry instead of Apply, and the retry shows how each stands', async () => {
    let offline = true;
    siteApi({
      applications: () => {
        if (offline) throw new Offline();
        return page([application('20', '2')]);
      },
    });
    await openPage();
    const cashback = card('Cashback Monday');
    expect(await within(cashback).findByText('Network connection problem, please try again')).toBeInTheDocument();
    expect(within(cashback).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(card('Weekend reload bonus')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    offline = false;
    await userEvent.setup().click(within(cashback).getByRole('button', { name: 'Try again' }));
    expect(await within(cashback).findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(card('Referral week')).getByText('Applying')).toBeInTheDocument();
  });
});

describe('promotions: applying', () => {
  it('when the comment is empty or over 140 characters, then the dialog says so with the count and nothing is sent', async () => {
    const api = siteApi();
    await openPage();
    const user = userEvent.setup();
    const dialog = await openApply(user, 'Cashback Monday');
    expect(dialog).toHaveTextContent('Cashback Monday');
    const comment = within(dialog).getByLabelText('Your comment');
    expect(within(dialog).getByTestId('apply-count')).toHaveTextContent('0 / 140');

    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Write a comment.'));
    expect(comment).toHaveFocus();

    await user.click(comment);
    await user.paste('a'.repeat(141));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Keep it to 140 characters or fewer (you have 141).'));
    expect(within(dialog).getByTestId('apply-count')).toHaveTextContent('141 / 140');
    expect(within(dialog).getByTestId('apply-count')).toHaveAttribute('data-over', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(api.to(`${activityPaths.apply}/5`)).toHaveLength(0);

    await user.type(comment, '{Backspace}');
    expect(comment).toHaveAttribute('aria-invalid', 'false');
  });

  it('when images are chosen, then wrong ones are refused, the rest preview, upload one by one with a loader, and the application carries the trimmed comment and their ids; the card then shows Applying', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const applications: Application[] = [];
    let next = 900;
    let release: () => void = () => undefined;
    const api = siteApi({
      applications: () => page(applications),
      extra: {
        [`POST ${activityPaths.images}`]: async () => {
          // The first upload waits until the test has seen its loader.
          if (next === 900) await new Promise<void>((resolve) => (release = resolve));
          return { imageId: String(++next) };
        },
        [`POST ${activityPaths.apply}/5`]: (call: WalletCall) => {
          const created = application('30', '5', { promotionTitle: 'Cashback Monday', comment: (call.body as { comment: string }).comment, imageCount: 2 });
          applications.unshift(created);
          return created;
        },
      },
    });
    await openPage();
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openApply(user, 'Cashback Monday');
    expect(within(dialog).getByText('Images (optional, up to 3)')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Add image'), [
      png('deposit.png'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    ]);
    expect(within(dialog).getByText('notes.pdf is not a PNG or JPG image.')).toBeInTheDocument();
    expect(within(dialog).getByText('big.jpg is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Add image'), [png('balance.png'), png('extra.png')]);
    expect(within(dialog).getByRole('img', { name: 'Preview of deposit.png' })).toHaveAttribute('src', 'blob:deposit.png');
    expect(within(dialog).getByRole('img', { name: 'Preview of balance.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove extra.png' }));
    expect(within(dialog).queryByText('extra.png')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Your comment'), '  Deposited 5,000 on Saturday.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('status', { name: 'Uploading deposit.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply for this promotion' })).not.toBeInTheDocument());
    const uploads = api.to(activityPaths.images);
    expect(uploads.map((u) => ((u.body as FormData).get('file') as File).name)).toEqual(['deposit.png', 'balance.png']);
    expect(api.to(`${activityPaths.apply}/5`)[0]?.body).toEqual({ comment: 'Deposited 5,000 on Saturday.', imageIds: ['901', '902'] });
    const cashback = card('Cashback Monday');
    expect(within(cashback).getByRole('status')).toHaveTextContent('Application sent. We will review it soon.');
    expect(within(cashback).getByText('Applying')).toBeInTheDocument();
    expect(within(cashback).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'My applications' })).findByTestId('application-30')).toHaveTextContent('Cashback Monday');
  });

  it('when an application is already waiting or issued, then the dialog says so and the cards reload to show how it stands', async () => {
    const applications: Application[] = [];
    const api = siteApi({
      applications: () => page(applications),
      extra: {
        [`POST ${activityPaths.apply}/5`]: () => {
          // Sent from another tab meanwhile.
          applications.unshift(application('31', '5'));
          throw new Refusal('ALREADY_PROCESSED', 'This request has already been processed', null, 409);
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    const dialog = await openApply(user, 'Cashback Monday');
    await user.type(within(dialog).getByLabelText('Your comment'), 'Deposited on Saturday.');
    const before = api.to(activityPaths.applications, 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have an application for this promotion in review or approved.');
    await waitFor(() => expect(api.to(activityPaths.applications, 'GET').length).toBeGreaterThan(before));
    expect(await within(card('Cashback Monday')).findByText('Applying')).toBeInTheDocument();
  });

  it('when the server refuses the comment or the images, then its words show under the field they name', async () => {
    siteApi({
      extra: {
        [`POST ${activityPaths.images}`]: { imageId: '77' },
        [`POST ${activityPaths.apply}/5`]: () => {
          throw new Refusal('VALIDATION_FAILED', 'Validation failed', {
            fields: [
              { field: 'comment', message: 'The comment may not contain links.' },
              { field: 'imageIds', message: 'An image is not yours or was used already.' },
            ],
          });
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    const dialog = await openApply(user, 'Cashback Monday');
    await user.upload(within(dialog).getByLabelText('Add image'), [png('deposit.png')]);
    await user.type(within(dialog).getByLabelText('Your comment'), 'See http://example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const comment = within(dialog).getByLabelText('Your comment');
    await waitFor(() => expect(comment).toHaveAccessibleDescription(expect.stringContaining('The comment may not contain links.')));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('group', { name: 'Images (optional, up to 3)' })).toHaveTextContent('An image is not yours or was used already.');
    expect(screen.getByRole('dialog', { name: 'Apply for this promotion' })).toBeInTheDocument();
  });

  it('when the comment is only spaces, then the contract asks for a comment without a request; a server refusal of the comment shows under it until it is edited', async () => {
    const api = siteApi({
      extra: {
        [`POST ${activityPaths.apply}/5`]: () => {
          throw new Refusal('VALIDATION_FAILED', 'Validation failed', { fields: [{ field: 'comment', issue: 'too_big', message: 'Comment must be at most 140' }] });
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    const dialog = await openApply(user, 'Cashback Monday');
    const comment = within(dialog).getByLabelText('Your comment');
    await user.type(comment, '     ');
    expect(within(dialog).getByTestId('apply-count')).toHaveTextContent('0 / 140');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Write a comment.'));
    expect(comment).toHaveFocus();
    expect(api.to(`${activityPaths.apply}/5`)).toHaveLength(0);

    await user.type(comment, 'Deposited on Saturday.');
    expect(comment).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(comment).toHaveAccessibleDescription(expect.stringContaining('Comment must be at most 140')));
    expect(api.to(`${activityPaths.apply}/5`)).toHaveLength(1);
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Comment must be at most 140');

    await user.type(comment, '!');
    expect(comment).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the day’s uploads are used up, then the image says it failed, the limit is explained and no application is sent', async () => {
    const api = siteApi({
      extra: {
        [`POST ${activityPaths.images}`]: () => {
          throw new Refusal('LIMIT_REACHED', 'You have reached the limit for this item');
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    const dialog = await openApply(user, 'Cashback Monday');
    await user.upload(within(dialog).getByLabelText('Add image'), [png('deposit.png')]);
    await user.type(within(dialog).getByLabelText('Your comment'), 'Deposited on Saturday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('You have uploaded the most images allowed for today. Please try again tomorrow.')).toBeInTheDocument();
    expect(within(dialog).getByText('Upload failed')).toBeInTheDocument();
    expect(api.to(`${activityPaths.apply}/5`)).toHaveLength(0);
  });

  it('when a rejected application is applied for again, then the dialog opens from Apply again and the new application is sent', async () => {
    const api = siteApi({
      applications: [application('19', '1', { status: 'REJECTED', state: 'REJECTED', remark: 'Blurry.' })],
      extra: { [`POST ${activityPaths.apply}/1`]: application('32', '1') },
    });
    await openPage();
    const user = userEvent.setup();
    await user.click(await within(card('Weekend reload bonus')).findByRole('button', { name: 'Apply again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for this promotion' });
    await user.type(within(dialog).getByLabelText('Your comment'), 'A clearer screenshot this time.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.to(`${activityPaths.apply}/1`)).toHaveLength(1));
    expect(api.to(`${activityPaths.apply}/1`)[0]?.body).toEqual({ comment: 'A clearer screenshot this time.', imageIds: [] });
    expect(api.to(activityPaths.images)).toHaveLength(0);
  });
});
