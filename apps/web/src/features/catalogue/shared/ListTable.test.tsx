import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EditDeleteButtons } from './EditDeleteButtons';
import { ListFooter, ListTable, RowActions } from './ListTable';

const items = [
  { id: 1, name: 'VAT' },
  { id: 2, name: 'Booking fee' },
];

describe('ListTable', () => {
  it("names every column, the actions one for screen readers only, and each row's buttons after its item", async () => {
    const done: string[] = [];
    renderWithProviders(
      <ListTable minWidth={640} columns={<Table.Th>Name</Table.Th>}>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.name}</Table.Td>
            <RowActions>
              <EditDeleteButtons
                name={item.name}
                onEdit={() => done.push(`edit ${item.id}`)}
                onDelete={item.id === 1 ? undefined : () => done.push(`delete ${item.id}`)}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>,
    );
    const user = userEvent.setup();

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ),
    ).toEqual([['Edit VAT'], ['Edit Booking fee', 'Delete Booking fee']]);

    await user.click(screen.getByRole('button', { name: 'Delete Booking fee' }));
    await user.click(screen.getByRole('button', { name: 'Edit VAT' }));
    expect(done).toEqual(['delete 2', 'edit 1']);
  });

  it('counts the items below the list and pages only when there is more than one page', async () => {
    const pages: number[] = [];
    renderWithProviders(
      <>
        <ListFooter count="12 codes" page={1} lastPage={1} onChange={(page) => pages.push(page)} />
        <ListFooter count="60 codes" page={1} lastPage={3} onChange={(page) => pages.push(page)} />
      </>,
    );
    expect(screen.getByText('12 codes')).toBeTruthy();
    expect(screen.getByText('60 codes')).toBeTruthy();
    // Only the list of three pages has page controls.
    expect(screen.getAllByRole('button', { name: 'Next page' })).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(pages).toEqual([2]);
  });
});
