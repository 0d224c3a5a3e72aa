// The savings calculator (spec §2–§5): venue, monthly waste and cost per kg in; monthly and annual
// AED, CO₂e and meals a year out, with the assumptions behind them, a share dialog and a hand-over
// to the ask form. Loaded as its own chunk by CalculatorSection.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api/client';
import { formatAed, formatNumber } from '../../../../lib/format';
import { cityName, type City } from '../leaderboard/cities';
import { Assumptions } from './assumptions';
import {
  COST_HINT_AED,
  COST_MAX_AED,
  NO_VENUE,
  WASTE_DEFAULT_KG,
  WASTE_MAX_KG,
  WASTE_MIN_KG,
  calculate,
  toRequest,
  type CalculateResponse,
  type FormProblem,
} from './calculate';
import { formatPrice } from './format-price';
import { isolateIn, untyped } from './messages';
import { DEFAULT_CITY, askLocation, personaForVenue } from './recommendation';
import { ShareDialog } from './share-dialog';
import { sectionUrl } from './share-links';
import { useVenues } from './use-venues';
import styles from './calculator.module.css';

const messages = untyped(defineMessages({
  invalidTitle: { id: 'calculator.toast.invalidTitle', defaultMessage: 'Invalid Input' },
  invalidWaste: { id: 'calculator.toast.invalidWaste', defaultMessage: 'Please enter a valid amount of food waste.' },
  wasteTooHigh: {
    id: 'calculator.toast.wasteTooHigh',
    defaultMessage: 'Please enter at most {max} kg of food waste a month.',
  },
  invalidCost: {
    id: 'calculator.toast.invalidCost',
    defaultMessage: 'Cost per kg must be between 0 and {max} AED.',
  },
  failedTitle: { id: 'calculator.toast.failedTitle', defaultMessage: 'Calculation Failed' },
  tryAgain: { id: 'calculator.toast.tryAgain', defaultMessage: 'Please try again.' },
  venueGone: {
    id: 'calculator.toast.venueGone',
    defaultMessage: 'That venue no longer exists. Choose another venue or none.',
  },
  tooMany: {
    id: 'calculator.toast.tooMany',
    defaultMessage: 'Too many calculations in a short time. Please wait a minute and try again.',
  },
  noResultsTitle: { id: 'calculator.toast.noResultsTitle', defaultMessage: 'No results to share' },
  noResults: { id: 'calculator.toast.noResults', defaultMessage: 'Please calculate your savings first.' },
  venueNone: { id: 'calculator.venue.none', defaultMessage: 'No venue (general estimate)' },
  venueLoading: { id: 'calculator.venue.loading', defaultMessage: 'Loading venues…' },
  venueOption: { id: 'calculator.venue.option', defaultMessage: '{name}, {city}' },
  co2Unit: { id: 'calculator.result.co2Value', defaultMessage: '{value} kg' },
  shareText: {
    id: 'calculator.share.text',
    defaultMessage:
      'Cutting food waste could save our venue {annual} a year, avoid {co2} kg of CO₂e and save {meals} meals. Estimate your own savings with Batala.',
  },
  question: {
    id: 'calculator.recommend.question',
    defaultMessage: 'How can my venue cut about {kg} kg of food waste a month?',
  },
  announce: {
    id: 'calculator.result.announce',
    defaultMessage: 'Estimated savings: {monthly} a month, {annual} a year.',
  },
}));

interface Outcome {
  response: CalculateResponse;
  venueName: string | undefined;
  venueCity: City | undefined;
}

function failureMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'not_found') return intl.formatMessage(messages.venueGone);
    // The server writes its messages in English; Arabic readers get ours.
    if (intl.locale.startsWith('en') && error.serverMessage) return error.serverMessage;
    if (error.code === 'validation_error') return intl.formatMessage(messages.invalidWaste);
    if (error.code === 'rate_limited') return intl.formatMessage(messages.tooMany);
  }
  return intl.formatMessage(messages.tryAgain);
}

function problemMessage(intl: IntlShape, problem: FormProblem): string {
  switch (problem) {
    case 'invalidWaste':
      return intl.formatMessage(messages.invalidWaste);
    case 'wasteTooHigh':
      return intl.formatMessage(messages.wasteTooHigh, { max: formatNumber(intl, WASTE_MAX_KG) });
    case 'invalidCost':
      return intl.formatMessage(messages.invalidCost, { max: formatNumber(intl, COST_MAX_AED) });
  }
}

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="18" cy="18.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export default function Calculator() {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = useId();
  const venues = useVenues();
  const [venueId, setVenueId] = useState(NO_VENUE);
  const [waste, setWaste] = useState(String(WASTE_DEFAULT_KG));
  const [cost, setCost] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  // On a phone the results sit below the form: bring them into view when they arrive.
  useEffect(() => {
    const panel = resultsRef.current;
    if (!outcome || !panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight * 0.6) {
      panel.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [outcome]);

  const venueList = venues.data ?? [];
  const venuesLoading = !venues.data && !venues.error;
  const venuesFailed = !venues.data && Boolean(venues.error);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = toRequest({ venueId, waste, cost });
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      toast({ title: intl.formatMessage(messages.invalidTitle), description: problemMessage(intl, parsed.problem), variant: 'destructive' });
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const response = await calculate(parsed.body);
      const venue = venueList.find((v) => v.id === parsed.body.venue_id);
      setOutcome({ response, venueName: venue?.name, venueCity: venue?.city });
    } catch (error) {
      toast({ title: intl.formatMessage(messages.failedTitle), description: failureMessage(intl, error), variant: 'destructive' });
      if (error instanceof ApiError && error.code === 'not_found') {
        setVenueId(NO_VENUE);
        void venues.mutate();
      }
    } finally {
      setPending(false);
    }
  };

  const onShare = () => {
    if (!outcome) {
      toast({ title: intl.formatMessage(messages.noResultsTitle), description: intl.formatMessage(messages.noResults) });
      return;
    }
    setShareOpen(true);
  };

  const onRecommend = () => {
    if (!outcome) return;
    const kg = formatNumber(intl, outcome.response.results.food_wasted_kg, 1);
    navigate(
      askLocation({
        question: intl.formatMessage(messages.question, { kg }),
        persona: personaForVenue(outcome.venueName),
        city: outcome.venueCity ?? DEFAULT_CITY,
      }),
    );
  };

  const results = outcome?.response.results;
  const monthly = results ? formatAed(intl, results.monthly_cost_saved) : '';
  const annual = results ? formatAed(intl, results.annual_cost_saved) : '';
  const co2 = results ? formatNumber(intl, results.co2_reduced_kg) : '';
  const meals = results ? formatNumber(intl, results.meals_saved) : '';
  const reduction = outcome?.response.assumptions.find((a) => a.name === 'reduction_rate')?.value;

  const venueId_ = `${ids}-venue`;
  const wasteId = `${ids}-waste`;
  const costId = `${ids}-cost`;

  return (
    <div className={styles.layout}>
      <form className={`card ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={pending}>
        <div className={styles.field}>
          <label htmlFor={venueId_} className={styles.label}>
            <FormattedMessage id="calculator.venue.label" defaultMessage="Venue" />{' '}
            <span className={styles.optional}>
              <FormattedMessage id="calculator.optional" defaultMessage="(optional)" />
            </span>
          </label>
          <div className={styles.selectWrap}>
            {venuesLoading ? (
              <select id={venueId_} className={styles.control} disabled value="loading" aria-describedby={`${venueId_}-status`}>
                <option value="loading">{intl.formatMessage(messages.venueLoading)}</option>
              </select>
            ) : (
              <select
                id={venueId_}
                className={styles.control}
                value={venueId}
                onChange={(event) => setVenueId(event.target.value)}
                aria-describedby={`${venueId_}-status`}
              >
                <option value={NO_VENUE}>{intl.formatMessage(messages.venueNone)}</option>
                {venueList.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {intl.formatMessage(messages.venueOption, { name: isolateIn(intl.locale, venue.name), city: cityName(intl, venue.city) })}
                  </option>
                ))}
              </select>
            )}
            <span className={styles.selectIcon}>
              <ChevronDown />
            </span>
          </div>
          <p id={`${venueId_}-status`} className={`${styles.hint} ${venuesFailed ? styles.error : ''}`} role={venuesFailed ? 'alert' : undefined}>
            {venuesFailed && (
              <>
                <FormattedMessage id="calculator.venue.error" defaultMessage="Error loading venues" />{' '}
                <button type="button" className={styles.inlineButton} onClick={() => void venues.mutate()}>
                  <FormattedMessage id="calculator.venue.retry" defaultMessage="Try again" />
                </button>
              </>
            )}
            {!venuesFailed && (
              <FormattedMessage
                id="calculator.venue.hint"
                defaultMessage="Link the estimate to your venue, or leave it general."
              />
            )}
          </p>
        </div>

        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={wasteId} className={styles.label}>
              <FormattedMessage id="calculator.waste.label" defaultMessage="Food wasted per month" />
            </label>
            <div className={styles.inputWrap}>
              <input
                id={wasteId}
                className={`${styles.control} ${styles.withUnit}`}
                type="number"
                inputMode="decimal"
                min={WASTE_MIN_KG}
                max={WASTE_MAX_KG}
                step="any"
                value={waste}
                onChange={(event) => {
                  setWaste(event.target.value);
                  if (problem === 'invalidWaste' || problem === 'wasteTooHigh') setProblem(null);
                }}
                aria-invalid={problem === 'invalidWaste' || problem === 'wasteTooHigh' ? true : undefined}
                aria-describedby={`${wasteId}-hint`}
              />
              <span className={styles.unit} aria-hidden="true">
                <FormattedMessage id="calculator.unit.kg" defaultMessage="kg" />
              </span>
            </div>
            <p id={`${wasteId}-hint`} className={styles.hint}>
              <FormattedMessage
                id="calculator.waste.hint"
                defaultMessage="In kilograms, up to {max}."
                values={{ max: formatNumber(intl, WASTE_MAX_KG) }}
              />
            </p>
          </div>

          <div className={styles.field}>
            <label htmlFor={costId} className={styles.label}>
              <FormattedMessage id="calculator.cost.label" defaultMessage="Cost per kg" />{' '}
              <span className={styles.optional}>
                <FormattedMessage id="calculator.optional" defaultMessage="(optional)" />
              </span>
            </label>
            <div className={styles.inputWrap}>
              <input
                id={costId}
                className={`${styles.control} ${styles.withUnit}`}
                type="number"
                inputMode="decimal"
                min={0}
                max={COST_MAX_AED}
                step="any"
                placeholder={String(COST_HINT_AED)}
                value={cost}
                onChange={(event) => {
                  setCost(event.target.value);
                  if (problem === 'invalidCost') setProblem(null);
                }}
                aria-invalid={problem === 'invalidCost' ? true : undefined}
                aria-describedby={`${costId}-hint`}
              />
              <span className={styles.unit} aria-hidden="true">
                <FormattedMessage id="calculator.unit.aedPerKg" defaultMessage="AED/kg" />
              </span>
            </div>
            <p id={`${costId}-hint`} className={styles.hint}>
              <FormattedMessage
                id="calculator.cost.hint"
                defaultMessage="In AED, up to {max}. Empty uses AED {hint}."
                values={{ max: formatNumber(intl, COST_MAX_AED), hint: formatNumber(intl, COST_HINT_AED) }}
              />
            </p>
          </div>
        </div>

        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.calculate}`} disabled={pending}>
            {pending ? (
              <>
                <span className={styles.spinner} aria-hidden="true" />
                <FormattedMessage id="calculator.calculating" defaultMessage="Calculating..." />
              </>
            ) : (
              <FormattedMessage id="calculator.calculate" defaultMessage="Calculate Savings" />
            )}
          </button>
          <button type="button" className={`button button-secondary ${styles.share}`} onClick={onShare}>
            <ShareIcon />
            <FormattedMessage id="calculator.share.button" defaultMessage="Share" />
          </button>
        </div>
      </form>

      <div
        ref={resultsRef}
        className={`${styles.results} ${pending ? styles.refreshing : ''}`}
        aria-labelledby={outcome ? `${ids}-results-title` : undefined}
        role="region"
      >
        <p className="visually-hidden" aria-live="polite">
          {results ? intl.formatMessage(messages.announce, { monthly, annual }) : ''}
        </p>
        {results && outcome ? (
          <>
            <div className={styles.resultsHeader}>
              <h3 id={`${ids}-results-title`} className={styles.resultsTitle}>
                <FormattedMessage id="calculator.result.title" defaultMessage="Your estimated savings" />
              </h3>
              <p className={styles.resultsBasis}>
                {outcome.venueName && (
                  <>
                    <bdi>{outcome.venueName}</bdi>
                    {' · '}
                  </>
                )}
                <FormattedMessage
                  id="calculator.result.basis"
                  defaultMessage="Cutting {rate} of {waste} kg a month at {cost} per kg"
                  values={{
                    rate: intl.formatNumber(reduction ?? 0.25, { style: 'percent', maximumFractionDigits: 0 }),
                    waste: formatNumber(intl, results.food_wasted_kg, 2),
                    cost: formatPrice(intl, results.cost_per_kg_aed),
                  }}
                />
              </p>
            </div>
            <ul className={styles.cards}>
              <li className={`${styles.card} ${styles.primaryCard}`}>
                <p className={styles.cardLabel}>
                  <FormattedMessage id="calculator.result.monthly" defaultMessage="Monthly savings" />
                </p>
                <p className={styles.cardValue}>{monthly}</p>
              </li>
              <li className={`${styles.card} ${styles.primaryCard}`}>
                <p className={styles.cardLabel}>
                  <FormattedMessage id="calculator.result.annual" defaultMessage="Annual savings" />
                </p>
                <p className={styles.cardValue}>{annual}</p>
              </li>
              <li className={`${styles.card} ${styles.co2Card}`}>
                <p className={styles.cardLabel}>
                  <FormattedMessage id="calculator.result.co2" defaultMessage="CO₂e avoided per year" />
                </p>
                <p className={styles.cardValue}>{intl.formatMessage(messages.co2Unit, { value: co2 })}</p>
              </li>
              <li className={`${styles.card} ${styles.mealsCard}`}>
                <p className={styles.cardLabel}>
                  <FormattedMessage id="calculator.result.meals" defaultMessage="Meals saved per year" />
                </p>
                <p className={styles.cardValue}>{meals}</p>
              </li>
            </ul>
            <Assumptions assumptions={outcome.response.assumptions} />
            <div className={styles.resultActions}>
              <button type="button" className="button" onClick={onRecommend}>
                <FormattedMessage id="calculator.recommend.button" defaultMessage="Get Recommendations" />
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </button>
              <p className={styles.resultNote}>
                <FormattedMessage
                  id="calculator.recommend.hint"
                  defaultMessage="Ask our expert how to reach these savings in your kitchen."
                />
              </p>
            </div>
          </>
        ) : (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path
                  d="M4 19h16M7 15v4M11.5 11v8M16 7v12M6 10l5-4.5 3.5 2.5L19 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <p className={styles.emptyTitle}>
              <FormattedMessage id="calculator.empty.title" defaultMessage="Your estimate appears here" />
            </p>
            <p className={styles.emptyText}>
              <FormattedMessage
                id="calculator.empty.text"
                defaultMessage="Enter the food your venue wastes each month and press Calculate Savings to see the money, CO₂e and meals you could save."
              />
            </p>
          </div>
        )}
      </div>

      {outcome && results && (
        <ShareDialog
          open={shareOpen}
          onOpenChange={setShareOpen}
          title={<FormattedMessage id="calculator.share.title" defaultMessage="Share your savings" />}
          description={
            <FormattedMessage id="calculator.share.description" defaultMessage="Show others what cutting food waste is worth." />
          }
          text={intl.formatMessage(messages.shareText, { annual, co2, meals })}
          url={sectionUrl(window.location.origin, 'calculator', intl.locale.startsWith('ar') ? 'ar' : 'en')}
        />
      )}
    </div>
  );
}
