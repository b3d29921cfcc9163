import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_CODE_MESSAGE } from '../../../shared/auth/two-factor.schema';
import type { AppRouter } from '../../../server/doors/trpc/app-router';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { TwoFactorSection } from './two-factor-section';
import { TwoFactorTurnOffDialog } from './two-factor-turn-off-dialog';

const WRONG_CODE = 'That code is not right. Enter the code your app shows now, or one of your recovery codes.';

function serverWithFactorOn() {
  return fakeServer({
    'profile.twoFactor.status': () => ({ enabled: true, recoveryCodesLeft: 10, setupRequired: false }),
    'profile.twoFactor.turnOff': () => ({ success: true }),
  });
}

describe('turning two-factor authentication off on the Security tab', () => {
  it('asks for a code as well as the password, and sends nothing with the password alone', async () => {
    const server = serverWithFactorOn();
    renderWithProviders(<TwoFactorSection />, server);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
    await userEvent.type(screen.getByLabelText('Your password'), 'member-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText(TWO_FACTOR_CODE_MESSAGE)).toBeTruthy();
    expect(server.calls.map((call) => call.path)).not.toContain('profile.twoFactor.turnOff');
  });

  it('sends the password and the code together', async () => {
    const server = serverWithFactorOn();
    renderWithProviders(<TwoFactorSection />, server);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
    await userEvent.type(screen.getByLabelText('Your password'), 'member-password-1');
    await userEvent.type(screen.getByLabelText('Authentication code'), '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === 'profile.twoFactor.turnOff')).toEqual([
        { path: 'profile.twoFactor.turnOff', input: { password: 'member-password-1', code: '123 456' } },
      ]),
    );
  });

  it('shows the server’s refusal beside the field it is about and stays open', async () => {
    const refusal = TRPCClientError.from<AppRouter>({
      error: { code: -32600, message: WRONG_CODE, data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'profile.twoFactor.turnOff', fieldErrors: { code: [WRONG_CODE] } } },
    });
    const onConfirm = vi.fn(() => Promise.reject(refusal));
    const onClose = vi.fn();
    renderWithProviders(<TwoFactorTurnOffDialog opened pending={false} onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Your password'), 'member-password-1');
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    await waitFor(() => expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(WRONG_CODE).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).not.toBe('true');
    expect(onConfirm).toHaveBeenCalledWith({ password: 'member-password-1', code: '000000' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
