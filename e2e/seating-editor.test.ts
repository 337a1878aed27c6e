import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoA11yViolations, launchBrowser, logIn, newPage, untilLoaded, callAs, watchForProblems } from './browser';
import { choose, LITTLE_THEATRE, planOutline, seatCentres, type PlanLayout } from './seating-plan';

// Issue 25: a small theatre drawn in the plan editor; seating-sales.test.ts sells the same theatre seat by seat.
const RUN = Date.now();
const PLAN = `Little theatre ${RUN}`;

let browser: Browser;
let manager: Page;
interface PlanAnswer {
  seat_count: number;
  layout: PlanLayout;
}

/** Script errors and console errors of every page the test opens; each test ends with none. */
const problems: string[] = [];

/** An authenticated call from the organizer's page. */
const call = <T>(method: string, apiPath: string, body?: unknown): Promise<T> => callAs<T>(manager, method, apiPath, body);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: manager } = await newPage(browser));
  watchForProblems(manager, problems);
  await logIn(manager);
});
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

describe('a seating plan', () => {
  it('draws a small theatre in the plan editor: two sections, a curved row, a wheelchair space and two categories', async () => {
    await manager.goto('/account/seating-plans');
    await manager.getByRole('heading', { level: 1, name: 'Seating plans' }).waitFor();
    await untilLoaded(manager);
    await expectNoA11yViolations(manager);
    await manager.getByRole('button', { name: 'New seating plan' }).click();
    const dialog = manager.getByRole('dialog', { name: 'New seating plan' });
    await dialog.getByLabel(/^Name/).fill(PLAN);
    await dialog.getByRole('button', { name: 'Create and draw' }).click();
    await manager.waitForURL(/\/account\/seating-plans\/\d+$/);
    await manager.getByRole('heading', { level: 1, name: PLAN }).waitFor();
    await untilLoaded(manager);

    // Categories: the new plan's one, renamed, and a second.
    await manager.getByRole('tab', { name: 'Categories' }).click();
    const categoryNames = manager.getByRole('textbox', { name: 'Category name' });
    await categoryNames.first().fill('Stalls');
    await manager.getByRole('button', { name: 'Add category' }).click();
    await categoryNames.nth(1).fill('Balcony');

    // Sections: the first renamed, a second added.
    await manager.getByRole('tab', { name: 'Outline' }).click();
    const sectionNames = manager.getByRole('textbox', { name: 'Section name' });
    await sectionNames.first().fill('Stalls');
    await manager.getByRole('button', { name: 'Add section' }).click();
    await sectionNames.nth(1).fill('Balcony');

    // Row A of the stalls: eight seats on a curve.
    await manager.getByRole('tab', { name: 'Add' }).click();
    const panel = manager.getByRole('tabpanel', { name: 'Add' });
    await panel.getByRole('textbox', { name: 'Seats' }).fill('8');
    await panel.getByRole('textbox', { name: 'Curve' }).fill('60');
    await panel.getByRole('button', { name: 'Add row' }).click();
    await manager.getByRole('tabpanel', { name: 'Selection' }).getByRole('heading', { name: 'Row A', exact: true }).waitFor();

    // Row A of the balcony: six seats of the second category.
    await manager.getByRole('tab', { name: 'Add' }).click();
    await choose(manager, panel, 'Section', 'Balcony');
    await panel.getByRole('textbox', { name: 'Seats' }).fill('6');
    await choose(manager, panel, 'Category', 'Balcony');
    await panel.getByRole('button', { name: 'Add row' }).click();

    // The last seat of the stalls' row is a wheelchair space: the row picked in the outline, then its seat on the drawing.
    await manager.getByRole('tab', { name: 'Outline' }).click();
    await manager.getByRole('tabpanel', { name: 'Outline' }).getByRole('button', { name: 'Row A, 8 seats' }).click();
    await manager.getByRole('tab', { name: 'Selection' }).click();
    const selection = manager.getByRole('tabpanel', { name: 'Selection' });
    await selection.getByRole('heading', { name: '8 seats selected' }).waitFor();
    const drawing = manager.getByRole('application', { name: 'Seating plan drawing' });
    const rowSeats = await seatCentres(drawing.locator('[data-seats^="row:"]').first().locator('path').first());
    expect(rowSeats).toHaveLength(8);
    await manager.mouse.click(rowSeats[7]!.x, rowSeats[7]!.y);
    await selection.getByRole('heading', { name: '1 seat selected' }).waitFor();
    await choose(manager, selection, 'Accessibility', 'Wheelchair space');
    await expectNoA11yViolations(manager);

    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    // The plan as the server keeps it, after a reload of the editor.
    await manager.reload();
    await manager.getByRole('heading', { level: 1, name: PLAN }).waitFor();
    await untilLoaded(manager);
    const planId = Number(/\/(\d+)$/.exec(new URL(manager.url()).pathname)![1]);
    const me = await call<{ data: { account_id: number } }>('GET', 'users/me');
    const plan = (await call<{ data: PlanAnswer }>('GET', `accounts/${me.data.account_id}/seating-plans/${planId}`)).data;
    expect(plan.seat_count).toBe(14);
    expect(plan.layout.categories.map((category) => category.name)).toEqual(['Stalls', 'Balcony']);
    expect(plan.layout.sections.map((section) => [section.label, section.rows.map((row) => row.seats.length)])).toEqual([
      ['Stalls', [8]],
      ['Balcony', [6]],
    ]);
    const [stallsRow] = plan.layout.sections[0]!.rows;
    const [balconyRow] = plan.layout.sections[1]!.rows;
    expect(balconyRow!.category).toBe(plan.layout.categories[1]!.id);
    // The curve: the middle seats sit off the line between the ends.
    const ys = stallsRow!.seats.map((seat) => seat.y);
    expect(Math.abs(ys[3]! - ys[0]!)).toBeGreaterThan(5);
    expect(stallsRow!.seats.map((seat) => seat.accessible ?? null)).toEqual([null, null, null, null, null, null, null, 'WHEELCHAIR']);
    // The theatre the selling scenarios start from is the one drawn here: the same ids, labels, categories and wheelchair space.
    expect(planOutline(plan.layout)).toEqual(planOutline(LITTLE_THEATRE));
    await expectNoA11yViolations(manager);
  });
});
