// The Events page (/events) end to end against the real app, whose database holds the demo
// events (`batala seed --demo`): three upcoming, two past, all approved.
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

const UPCOMING = [
  { title: 'Zero Waste Kitchen Workshop', capacity: 50, registered: 34, price: 'Free' },
  { title: 'Food Safety and Surplus Donation Masterclass', capacity: 30, registered: 18, price: 'AED 450' },
  { title: 'Measuring Food Waste in Hospitality', capacity: 75, registered: 23, price: 'AED 200' },
];
const PAST = [
  { title: 'Community Food Rescue Day', rating: '4.8', participants: 120 },
  { title: 'UAE Food Loss and Waste Forum', rating: '4.9', participants: 250 },
];
const SUBMITTED = 'Thank you! Your event has been submitted for review. We will review it within 48 hours.';
const FOCUS_MESSAGE = 'Please describe how your event relates to food waste (minimum 10 characters)';

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/** A `datetime-local` value a month from now. */
function nextMonth(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return `${date.toISOString().slice(0, 10)}T18:30`;
}

async function fillEvent(page: Page, focus: string) {
  const form = page.getByRole('form', { name: 'Submit your event' });
  await form.getByRole('textbox', { name: /Event title/ }).fill('Ramadan Leftovers Swap');
  await form.getByRole('combobox', { name: /Event type/ }).selectOption({ label: 'Community' });
  await form.getByLabel(/Event date and time/).fill(nextMonth());
  await form.getByRole('textbox', { name: /^Location/ }).fill('Al Majaz Waterfront');
  await form.getByRole('combobox', { name: /City/ }).selectOption({ label: 'Sharjah' });
  await form.getByRole('textbox', { name: /^Description/ }).fill('Neighbours swap surplus iftar food safely, with tips on storing leftovers.');
  await form.getByRole('textbox', { name: /Food waste focus/ }).fill(focus);
  await form.getByRole('textbox', { name: /Organizer name/ }).fill('Noura Al Suwaidi');
  await form.getByRole('textbox', { name: /Organizer e-mail/ }).fill('noura@example.ae');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+971 6 555 0101');
  await form.getByRole('textbox', { name: /Website URL/ }).fill('https://example.ae/swap');
  await form.getByRole('spinbutton', { name: /Expected attendees/ }).fill('60');
  return form;
}

test('upcoming events list the three demo events with their seats, price and an e-mail registration', async ({ page }) => {
  await page.goto('/events');

  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const event of UPCOMING) {
    const article = card(page, event.title);
    await expect(article).toContainText(`${event.registered} / ${event.capacity} registered`);
    await expect(article).toContainText(`${event.capacity - event.registered} seats left`);
    await expect(article).toContainText(event.price);
    await expect(article.getByRole('progressbar', { name: 'Places taken' })).toHaveAttribute('aria-valuenow', String(event.registered));
    await expect(article).toContainText('(UAE time)');
  }

  const workshop = card(page, 'Zero Waste Kitchen Workshop');
  await expect(workshop).toContainText('Instructor: Chef Layla Haddad');
  await expect(workshop).toContainText('10:00');
  await expect(workshop.getByRole('listitem').filter({ hasText: 'First in, first out stock rotation' })).toBeVisible();
  const register = workshop.getByRole('link', { name: 'Register Now' });
  await expect(register).toHaveAttribute('href', /^mailto:events@example\.ae\?subject=Registration%3A%20Zero%20Waste%20Kitchen%20Workshop/);
  await expect(workshop.getByRole('link', { name: 'Request Custom Training' })).toHaveAttribute(
    'href',
    /^mailto:events@example\.ae\?subject=Custom%20training%20request/,
  );
});

test('Add to calendar downloads the event as iCalendar in UAE time', async ({ page }) => {
  await page.goto('/events');
  const workshop = card(page, 'Zero Waste Kitchen Workshop');

  const downloading = page.waitForEvent('download');
  await workshop.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe('zero-waste-kitchen-workshop.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toMatch(/\r\nUID:event-[0-9a-f-]{36}@batala\r\n/);
  expect(unfolded).toContain('\r\nTZID:Asia/Dubai\r\n');
  // 10:00 to 14:00 in Dubai, written in Dubai's zone.
  expect(unfolded).toMatch(/\r\nDTSTART;TZID=Asia\/Dubai:\d{8}T100000\r\n/);
  expect(unfolded).toMatch(/\r\nDTEND;TZID=Asia\/Dubai:\d{8}T140000\r\n/);
  expect(unfolded).toContain('\r\nSUMMARY:Zero Waste Kitchen Workshop\r\n');
  expect(unfolded).toContain('\r\nLOCATION:Dubai Design District\\, Building 7\r\n');
  expect(unfolded).toMatch(/\r\nDESCRIPTION:A hands-on morning for chefs and kitchen teams: organise cold rooms and dry stores so older stock is used first\\, /);
});

test('the Arabic page offers the feed of upcoming events to subscribe to, in Arabic', async ({ page, baseURL }) => {
  await page.goto('/events?lang=ar');
  const subscribe = page.getByRole('complementary', { name: 'تابع فعالياتنا في تقويمك' });
  const feed = `${baseURL}/api/events/calendar.ics?lang=ar`;
  await expect(subscribe.getByRole('link', { name: 'اشترك' })).toHaveAttribute('href', feed.replace(/^https?:/, 'webcal:'));

  const response = await page.request.get(feed);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const unfolded = (await response.text()).replace(/\r\n /g, '');
  expect(unfolded).toContain('\r\nX-WR-CALNAME:فعاليات بطلة\r\n');
  expect(unfolded.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(UPCOMING.length);
  for (const event of UPCOMING) expect(unfolded).toContain(`\r\nSUMMARY:${event.title}\r\n`);
});

test('past events show participants, ratings out of 5.0 and key achievements; the tab is in the address', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('tab', { name: 'Past Events' }).click();

  await expect(page).toHaveURL(/\/events\?tab=past$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const event of PAST) {
    const article = card(page, event.title);
    await expect(article).toContainText(`${event.rating} / 5.0`);
    await expect(article.getByRole('img', { name: `Rated ${event.rating} out of 5` })).toBeVisible();
    await expect(article).toContainText(`${event.participants} participants`);
    await expect(article.getByRole('heading', { name: 'Key achievements' })).toBeVisible();
  }

  // The address opens the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Past Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Community Food Rescue Day')).toContainText('Home composting demonstration');
});

test('submitting an event shows the server message and returns to Upcoming', async ({ page }) => {
  await page.goto('/events?tab=submit');
  await expect(page.getByRole('complementary', { name: 'Submission guidelines' })).toContainText('48 hours');
  const form = await fillEvent(page, 'Sharing surplus iftar food instead of throwing it away');

  await form.getByRole('button', { name: 'Submit Event' }).click();

  await expect(toasts(page).getByText('Event Submitted Successfully!')).toBeVisible();
  await expect(toasts(page).getByText(SUBMITTED)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/events$/);
  // Pending review: not listed yet.
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Ramadan Leftovers Swap' })).toHaveCount(0);

  // Back on the form: it is empty again.
  await page.getByRole('tab', { name: 'Submit Event' }).click();
  await expect(page.getByRole('textbox', { name: /Event title/ })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: /City/ })).toHaveValue('dubai');
});

test('a food-waste focus under 10 characters shows the spec message and sends nothing', async ({ page }) => {
  await page.goto('/events?tab=submit');
  const form = await fillEvent(page, 'compost');
  let submitted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events/submit')) submitted = true;
  });

  await form.getByRole('button', { name: 'Submit Event' }).click();

  const focus = form.getByRole('textbox', { name: /Food waste focus/ });
  await expect(form.getByText(FOCUS_MESSAGE)).toBeVisible();
  await expect(focus).toHaveAttribute('aria-invalid', 'true');
  await expect(focus).toBeFocused();
  expect(submitted).toBe(false);
});

test('the server checks too: its refusal shows "Submission Failed" and marks the field', async ({ page }) => {
  // The browser believes it is 2004, so a 2005 date passes its own check; the server knows better.
  await page.clock.setFixedTime(new Date('2004-01-01T08:00:00Z'));
  await page.goto('/events?tab=submit');
  const form = await fillEvent(page, 'Sharing surplus iftar food instead of throwing it away');
  await form.getByLabel(/Event date and time/).fill('2005-06-01T10:00');

  await form.getByRole('button', { name: 'Submit Event' }).click();

  await expect(toasts(page).getByText('Submission Failed')).toBeVisible();
  await expect(toasts(page).getByText('The event date must be in the future')).toBeVisible();
  const date = form.getByLabel(/Event date and time/);
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The event date must be in the future')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Event title/ })).toHaveValue('Ramadan Leftovers Swap');
  await expect(page.getByRole('tab', { name: 'Submit Event' })).toHaveAttribute('aria-selected', 'true');
});

test('the page reads in Arabic, right to left, and fits 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events?lang=ar');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'الفعاليات القادمة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'الفعاليات السابقة' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'أرسل فعالية' })).toBeVisible();
  await expect(card(page, 'Zero Waste Kitchen Workshop')).toContainText('34 / 50 مسجّل');
  await expect(card(page, 'Zero Waste Kitchen Workshop').getByRole('link', { name: 'سجّل الآن' })).toHaveAttribute('href', /^mailto:/);
  await expectNoHorizontalScroll(page);

  await page.getByRole('tab', { name: 'أرسل فعالية' }).click();
  await page.getByRole('button', { name: 'أرسل الفعالية' }).click();
  await expect(page.getByText('يرجى توضيح علاقة فعاليتك بهدر الطعام (10 أحرف على الأقل)')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
