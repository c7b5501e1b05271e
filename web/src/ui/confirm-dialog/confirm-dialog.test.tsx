import { screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConfirmFormDialog } from './confirm-form-dialog.tsx';

const labels = { title: 'Rejeter DEP-1', confirmLabel: 'Refuser le dépôt', cancelLabel: 'Annuler' };

describe('ConfirmDialog and ConfirmFormDialog', () => {
  it('asks a question as an alert dialog, the focus on Cancel; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog {...labels} onConfirm={onConfirm} onCancel={onCancel}>
        <p>Le dépôt ne sera pas crédité.</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Rejeter DEP-1' });
    expect(dialog).toHaveTextContent('Le dépôt ne sera pas crédité.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Refuser le dépôt' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('with a form, is a dialog whose Confirm submits it, the focus where the form asks', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
    const { user } = renderWithProviders(
      <ConfirmFormDialog
        {...labels}
        form={{ formRef: null, errors: { reason: 'Trop court' }, onSubmit }}
        onCancel={vi.fn()}
        focusConfirm
      >
        <p>Le dépôt ne sera pas crédité.</p>
      </ConfirmFormDialog>,
    );
    await screen.findByRole('dialog', { name: 'Rejeter DEP-1' });
    expect(screen.getByRole('button', { name: 'Refuser le dépôt' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('holds both answers while the action runs, and stays open on Escape', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmFormDialog
        {...labels}
        form={{ formRef: null, errors: {}, onSubmit: vi.fn() }}
        onCancel={onCancel}
        isPending
      >
        <p>Le dépôt ne sera pas crédité.</p>
      </ConfirmFormDialog>,
    );
    await screen.findByRole('dialog', { name: 'Rejeter DEP-1' });
    expect(screen.getByRole('button', { name: 'Refuser le dépôt' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
