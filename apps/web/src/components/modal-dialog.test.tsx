import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

/** A page with a control before and after the dialog's opener, so Tab has somewhere to escape to. */
function Page(props: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    props.onClose?.();
    setOpen(false);
  };
  return (
    <>
      <a href="/before">Before</a>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/after">After</a>
      {open && (
        <ModalDialog title="Edit things" onClose={close}>
          <label>
            Name <input />
          </label>
          <button type="button" disabled>
            Disabled
          </button>
          <span hidden>
            <button type="button">Hidden</button>
          </span>
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="button">Save</button>
        </ModalDialog>
      )}
    </>
  );
}

test('the dialog takes focus, Tab and Shift+Tab go round inside it, Escape closes it and focus returns to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit things' });
  expect(dialog).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  // Past the last control: back to the first, not out to the page.
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('Shift+Tab from the dialog itself goes to its last control', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog')).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});

test('closing from inside returns focus to the opener too, and Escape closes only once', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Page onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  expect(onClose).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('a dialog with nothing to tab to keeps the focus on itself', async () => {
  const user = userEvent.setup();
  render(
    <ModalDialog title="Just words" onClose={() => {}}>
      <p>Nothing to press here.</p>
    </ModalDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Just words' });
  expect(dialog).toHaveFocus();
  await user.tab();
  expect(dialog).toHaveFocus();
});

test('where the browser has showModal, the dialog opens with it and closes with close()', async () => {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
  try {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  } finally {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  }
});

test('a dialog opened from inside another: Escape closes the inner one alone, then the outer', async () => {
  function Nested() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return outer ? (
      <ModalDialog title="Options" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Block
        </button>
        {inner && (
          <ModalDialog title="Block them?" onClose={() => setInner(false)}>
            <button type="button">Confirm</button>
          </ModalDialog>
        )}
      </ModalDialog>
    ) : null;
  }
  const user = userEvent.setup();
  render(<Nested />);
  await user.click(screen.getByRole('button', { name: 'Block' }));
  expect(screen.getByRole('dialog', { name: 'Block them?' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Block them?' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Options' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
