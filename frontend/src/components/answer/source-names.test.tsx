import { screen, within } from '@testing-library/react';

import { render } from '../../testing/render';
import { AnswerSources } from './answer-sources';
import { hostOf, knownSourceName } from './source-names';

describe('knownSourceName', () => {
  it.each([
    ['https://www.dm.gov.ae/food-safety', 'Dubai Municipality'],
    ['https://www.moccae.gov.ae/en/knowledge-and-statistics.aspx', 'UAE Ministry of Climate Change and Environment'],
    ['https://adafsa.gov.ae/English/Pages/default.aspx', 'Abu Dhabi Agriculture and Food Safety Authority'],
    ['https://www.unep.org/resources/report/food-waste-index-report-2024', 'UNEP'],
    ['https://www.fao.org/platform-food-loss-waste/en/', 'FAO'],
    ['http://origin.who.int/foodsafety/publications/5keysmanual/en/', 'WHO'],
    ['https://www.thenationalnews.com/uae/2023/food-waste', 'The National'],
    ['https://www.khaleejtimes.com/uae/food-bank', 'Khaleej Times'],
    ['https://gulfnews.com/uae/health/new-app-1.1958914', 'Gulf News'],
    ['https://wam.ae/en/details/1395302', 'WAM'],
  ])('names %s "%s"', (url, name) => {
    expect(knownSourceName(url)?.defaultMessage).toBe(name);
  });

  it('knows nothing of other hosts, look-alikes or non-web links', () => {
    expect(knownSourceName('https://www.foodsafetysite.com/educators')).toBeNull();
    expect(knownSourceName('https://notdm.gov.ae.example.com/')).toBeNull();
    expect(knownSourceName('https://mywho.int/')).toBeNull();
    expect(knownSourceName('javascript:alert(1)')).toBeNull();
    expect(knownSourceName(null)).toBeNull();
  });

  it('reads a host without www', () => {
    expect(hostOf('https://www.dupagehealth.org/cold-storage-chart')).toBe('dupagehealth.org');
    expect(hostOf('not a url')).toBeNull();
  });
});

describe('AnswerSources', () => {
  const sources = [
    { title: 'Food safety regulation in Dubai', url: 'https://www.dm.gov.ae/food-code', publisher: null },
    { title: 'Cooling cooked food safely', url: 'http://www.foodsafetysite.com/tct7.html', publisher: null },
    { title: null, url: 'https://www.fao.org/food-loss', publisher: null },
    { title: 'A book on a shelf', url: null, publisher: null },
  ];

  it('labels known hosts with their friendly name, others with their title, each opening in a new tab', () => {
    render(<AnswerSources sources={sources} />);
    const items = screen.getAllByRole('listitem');

    const dm = within(items[0]!).getByRole('link', { name: /Dubai Municipality/ });
    expect(dm).toHaveAttribute('href', 'https://www.dm.gov.ae/food-code');
    expect(dm).toHaveAttribute('target', '_blank');
    expect(dm).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dm).toHaveTextContent('Food safety regulation in Dubai');

    const other = within(items[1]!).getByRole('link', { name: /Cooling cooked food safely/ });
    expect(other).toHaveTextContent('foodsafetysite.com');
    expect(within(items[2]!).getByRole('link', { name: /FAO/ })).toHaveTextContent('Source 3');
    expect(within(items[3]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[3]).toHaveTextContent('A book on a shelf');
  });

  it('uses the Arabic names in Arabic', () => {
    render(<AnswerSources sources={sources.slice(0, 1)} />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: /بلدية دبي/ })).toBeInTheDocument();
  });

  it("names the publisher the server gives, whatever the host, with the page's title beside it", () => {
    render(
      <AnswerSources
        sources={[
          {
            title: 'Consumer complaints',
            url: 'https://www.adafsa.gov.ae/complaints',
            publisher: 'هيئة أبوظبي للزراعة والسلامة الغذائية',
          },
        ]}
      />,
      { locale: 'ar' },
    );
    const link = screen.getByRole('link', { name: /هيئة أبوظبي للزراعة والسلامة الغذائية/ });
    expect(link).toHaveTextContent('Consumer complaints');
  });
});
