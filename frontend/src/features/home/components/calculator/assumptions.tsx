// The factors behind the results, with their sources, in a disclosure under the result cards.
// The server sends each factor's machine name, value, unit and source; known ones read in the
// visitor's language, anything new is shown as the server wrote it.
import { FormattedMessage, defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

import { formatNumber, formatPercent } from '../../../../lib/format';
import type { Assumption } from './calculate';
import { Chevron } from './chevron';
import { formatPrice } from './format-price';
import { untyped } from './messages';
import disclosure from '../disclosure.module.css';
import styles from './calculator.module.css';

const names: Record<string, MessageDescriptor> = defineMessages({
  reduction_rate: { id: 'calculator.assumption.reductionRate', defaultMessage: 'Waste you can avoid' },
  cost_per_kg_aed: { id: 'calculator.assumption.costPerKg', defaultMessage: 'Cost of food wasted' },
  co2e_per_kg: { id: 'calculator.assumption.co2ePerKg', defaultMessage: 'Emissions per kg of food wasted' },
  kg_per_meal: { id: 'calculator.assumption.kgPerMeal', defaultMessage: 'Food in one meal' },
  food_wasted_kg: { id: 'calculator.assumption.foodWastedKg', defaultMessage: 'Food wasted per month' },
});

const values = untyped(defineMessages({
  perKg: { id: 'calculator.assumption.value.perKg', defaultMessage: '{amount} per kg' },
  co2e: { id: 'calculator.assumption.value.co2e', defaultMessage: '{value} kg CO₂e per kg' },
  perMeal: { id: 'calculator.assumption.value.perMeal', defaultMessage: '{value} kg per meal' },
  perMonth: { id: 'calculator.assumption.value.perMonth', defaultMessage: '{value} kg a month' },
}));

// Keyed by the server's exact wording, so a changed source is never mistranslated.
const sources: Record<string, MessageDescriptor> = defineMessages({
  "Batala's stated average waste reduction of 25%.": {
    id: 'calculator.source.defaultReduction',
    defaultMessage: "Batala's stated average waste reduction of 25%.",
  },
  "Batala's default cost hint of AED 10 per kg (St. Regis Abu Dhabi's 2024 results imply about AED 19 per kg).": {
    id: 'calculator.source.defaultCost',
    defaultMessage:
      "Batala's default cost hint of AED 10 per kg (St. Regis Abu Dhabi's 2024 results imply about AED 19 per kg).",
  },
  'Your cost per kg.': { id: 'calculator.source.yourCost', defaultMessage: 'Your cost per kg.' },
  'FAO 2013, Food Wastage Footprint: 3.3 Gt CO2e for 1.3 Gt of edible food wasted.': {
    id: 'calculator.source.fao',
    defaultMessage: 'FAO 2013, Food Wastage Footprint: 3.3 Gt CO2e for 1.3 Gt of edible food wasted.',
  },
  "WRAP's recommended average meal of 420 g.": {
    id: 'calculator.source.wrapMeal',
    defaultMessage: "WRAP's recommended average meal of 420 g.",
  },
});

function formatValue(intl: IntlShape, { value, unit }: Assumption): string {
  switch (unit) {
    case 'fraction':
      return formatPercent(intl, value);
    case 'AED/kg':
      return intl.formatMessage(values.perKg, { amount: formatPrice(intl, value) });
    case 'kg CO2e/kg':
      return intl.formatMessage(values.co2e, { value: formatNumber(intl, value, 2) });
    case 'kg/meal':
      return intl.formatMessage(values.perMeal, { value: formatNumber(intl, value, 2) });
    case 'kg/month':
      return intl.formatMessage(values.perMonth, { value: formatNumber(intl, value, 2) });
    default:
      return `${formatNumber(intl, value, 2)} ${unit}`;
  }
}

export function Assumptions({ assumptions }: { assumptions: readonly Assumption[] }) {
  const intl = useIntl();
  return (
    <details className={disclosure.disclosure}>
      <summary className={disclosure.summary}>
        <FormattedMessage id="calculator.assumptions.toggle" defaultMessage="How we calculated this" />
        <Chevron className={disclosure.chevron} />
      </summary>
      <div className={disclosure.body}>
        <p className={styles.disclosureLead}>
          <FormattedMessage
            id="calculator.assumptions.lead"
            defaultMessage="Savings are the food you stop wasting each month times its cost; a year is 12 months. CO₂e and meals follow from the kilograms avoided."
          />
        </p>
        <dl className={styles.assumptions}>
          {assumptions.map((assumption) => {
            const name = names[assumption.name];
            const source = sources[assumption.source_title];
            return (
              <div key={assumption.name} className={styles.assumption}>
                <dt>{name ? intl.formatMessage(name) : assumption.name}</dt>
                <dd className={styles.assumptionValue}>{formatValue(intl, assumption)}</dd>
                <dd className={styles.assumptionSource}>
                  <FormattedMessage id="calculator.assumptions.source" defaultMessage="Source:" />{' '}
                  {assumption.source_url ? (
                    <a href={assumption.source_url} target="_blank" rel="noopener noreferrer">
                      {source ? intl.formatMessage(source) : assumption.source_title}
                    </a>
                  ) : source ? (
                    intl.formatMessage(source)
                  ) : (
                    assumption.source_title
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </details>
  );
}
