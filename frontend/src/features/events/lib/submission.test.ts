import {
  CITIES,
  EMPTY_FORM,
  EVENT_TYPES,
  isEmail,
  isPhone,
  isWebUrl,
  problemFromServer,
  toRequest,
  uaeDateTime,
  validate,
  type FormValues,
} from './submission';

const now = new Date('2026-11-22T09:00:00Z');

const valid: FormValues = {
  ...EMPTY_FORM,
  title: ' Zero Waste Kitchen Workshop ',
  event_type: 'workshop',
  event_date: '2026-12-01T10:00',
  location: 'Dubai Design District',
  description: 'A hands-on morning for kitchen teams.',
  food_waste_focus: 'Stock rotation and portion planning',
  organizer_name: 'Layla Haddad',
  organizer_email: 'layla@example.ae',
};

describe('the enums', () => {
  it('lists the six event types and the seven emirates, Dubai first', () => {
    expect(EVENT_TYPES).toEqual(['workshop', 'seminar', 'conference', 'masterclass', 'community', 'training']);
    expect(CITIES).toEqual(['dubai', 'abu_dhabi', 'sharjah', 'ajman', 'ras_al_khaimah', 'fujairah', 'umm_al_quwain']);
    expect(EMPTY_FORM.city).toBe('dubai');
  });
});

describe('validate', () => {
  it('accepts a complete submission', () => {
    expect(validate(valid, now)).toEqual({});
  });

  it('names every missing required field', () => {
    const problems = validate({ ...EMPTY_FORM, city: '' }, now);
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem?.code]))).toEqual({
      title: 'titleMissing',
      event_type: 'eventTypeMissing',
      event_date: 'eventDateMissing',
      location: 'locationMissing',
      description: 'descriptionMissing',
      food_waste_focus: 'focusTooShort',
      organizer_name: 'organizerNameMissing',
      organizer_email: 'organizerEmailMissing',
    });
  });

  it('wants at least 10 characters of food-waste focus, after trimming', () => {
    expect(validate({ ...valid, food_waste_focus: '   compost   ' }, now).food_waste_focus?.code).toBe('focusTooShort');
    expect(validate({ ...valid, food_waste_focus: 'composting' }, now).food_waste_focus).toBeUndefined();
  });

  it('reads the date in UAE time and wants it in the future', () => {
    // 13:00 in Dubai is 09:00 UTC: not after now.
    expect(validate({ ...valid, event_date: '2026-11-22T13:00' }, now).event_date?.code).toBe('eventDatePast');
    expect(validate({ ...valid, event_date: '2026-11-22T13:01' }, now).event_date).toBeUndefined();
    expect(validate({ ...valid, event_date: 'next week' }, now).event_date?.code).toBe('eventDateInvalid');
  });

  it('checks the optional fields only when filled', () => {
    const problems = validate(
      {
        ...valid,
        organizer_email: 'layla@example',
        organizer_phone: '12-34',
        website_url: 'www.example.ae',
        registration_url: 'ftp://example.ae',
        expected_attendees: '2.5',
      },
      now,
    );
    expect(problems.organizer_email?.code).toBe('organizerEmailInvalid');
    expect(problems.organizer_phone?.code).toBe('phoneInvalid');
    expect(problems.website_url?.code).toBe('websiteInvalid');
    expect(problems.registration_url?.code).toBe('registrationInvalid');
    expect(problems.expected_attendees?.code).toBe('attendeesInvalid');
    expect(validate({ ...valid, expected_attendees: '100001' }, now).expected_attendees?.code).toBe('attendeesInvalid');
    expect(validate({ ...valid, expected_attendees: '100000' }, now).expected_attendees).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(validate({ ...valid, title: '😀'.repeat(200) }, now).title).toBeUndefined();
    expect(validate({ ...valid, title: 'x'.repeat(201) }, now).title).toEqual({ code: 'tooLong', max: 200 });
  });
});

describe('the rules shared with the server', () => {
  it('e-mail, phone and URL', () => {
    expect(isEmail('a.b@mail.example.ae')).toBe(true);
    expect(isEmail('a b@example.ae')).toBe(false);
    expect(isEmail('@example.ae')).toBe(false);
    expect(isPhone('+971 (4) 123-4567')).toBe(true);
    expect(isPhone('+971+4123456')).toBe(false);
    expect(isPhone('123456')).toBe(false);
    expect(isWebUrl('https://www.dm.gov.ae/food-safety?x=1')).toBe(true);
    expect(isWebUrl('http://localhost:8080')).toBe(true);
    expect(isWebUrl('https://user:pass@example.ae')).toBe(false);
    expect(isWebUrl('https://example')).toBe(false);
  });

  it('uaeDateTime reads local values at UTC+4', () => {
    expect(uaeDateTime('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(uaeDateTime('1999-12-01T10:00')).toBeNull();
  });
});

describe('toRequest', () => {
  it('trims text, turns blank optional fields into null and the attendee count into a number', () => {
    expect(toRequest({ ...valid, expected_attendees: ' 40 ', organization: '  ' })).toEqual({
      title: 'Zero Waste Kitchen Workshop',
      description: 'A hands-on morning for kitchen teams.',
      event_type: 'workshop',
      event_date: '2026-12-01T10:00',
      location: 'Dubai Design District',
      city: 'dubai',
      organizer_name: 'Layla Haddad',
      organizer_email: 'layla@example.ae',
      organizer_phone: null,
      organization: null,
      website_url: null,
      registration_url: null,
      expected_attendees: 40,
      food_waste_focus: 'Stock rotation and portion planning',
    });
  });
});

describe('problemFromServer', () => {
  it('puts the server message on its field', () => {
    expect(problemFromServer('Please describe how your event relates to food waste (minimum 10 characters)')).toEqual({
      field: 'food_waste_focus',
      problem: { code: 'focusTooShort' },
    });
    expect(problemFromServer('The event date must be in the future')?.field).toBe('event_date');
    expect(problemFromServer('Organization must be at most 200 characters')).toEqual({
      field: 'organization',
      problem: { code: 'tooLong', max: 200 },
    });
    expect(problemFromServer('Something else')).toBeNull();
  });
});
