import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The published sources behind every figure on the About page, taken from the shared UAE fact
 * sheet (knowledge/uae-facts.md). Each is named after the body that produced the figure.
 */
export interface Source {
  name: MessageDescriptor;
  href: string;
}

const names = defineMessages({
  fao: {
    id: 'about.source.fao',
    defaultMessage: 'FAO Technical Platform on Food Loss and Waste',
  },
  nationalNemaLaunch: {
    id: 'about.source.nationalNemaLaunch',
    defaultMessage: 'The National, 1 Mar 2022',
  },
  wamNemaResults: {
    id: 'about.source.wamNemaResults',
    defaultMessage: 'WAM (Emirates News Agency) via UrduPoint, 28 Feb 2025',
  },
  nemaCostEstimate: {
    id: 'about.source.nemaCostEstimate',
    defaultMessage: 'ne’ma figures reported by Khaleej Times via Zawya, 19 Dec 2023',
  },
  wamFoodSecurity: {
    id: 'about.source.wamFoodSecurity',
    defaultMessage: 'WAM (Emirates News Agency) via UrduPoint, 29 Mar 2020',
  },
  nfssPillars: {
    id: 'about.source.nfssPillars',
    defaultMessage: 'Sustainability Knowledge Group',
  },
  ministerImports: {
    id: 'about.source.ministerImports',
    defaultMessage: 'Minister of State for Food Security, reported by The National',
  },
  gfsi2022: {
    id: 'about.source.gfsi2022',
    defaultMessage: 'Global Food Security Index 2022, reported by Wasila',
  },
  championsRestaurants: {
    id: 'about.source.championsRestaurants',
    defaultMessage: 'Champions 12.3, “The Business Case for Reducing Food Loss and Waste: Restaurants”, 2019',
  },
  dubaiMunicipality: {
    id: 'about.source.dubaiMunicipality',
    defaultMessage: 'Dubai Municipality, reported by Khaleej Times, 23 Apr 2017',
  },
  baselineStudy: {
    id: 'about.source.baselineStudy',
    defaultMessage: 'ne’ma baseline study announcement via Zawya, 7 May 2025',
  },
  wamBaseline: {
    id: 'about.source.wamBaseline',
    defaultMessage: 'WAM (Emirates News Agency), 10 Sept 2025',
  },
  nemaSurvey: {
    id: 'about.source.nemaSurvey',
    defaultMessage: 'ne’ma “How the UAE Eats” survey of 6,083 residents, press release via Zawya, 12 Dec 2023',
  },
  mafFeedTheFuture: {
    id: 'about.source.mafFeedTheFuture',
    defaultMessage: 'Majid Al Futtaim press release via Zawya, 18 Apr 2024',
  },
});

export const SOURCES = {
  fao: {
    name: names.fao,
    href: 'https://www.fao.org/platform-food-loss-waste/in-action/projects/project-detail/ne-ma-national-food-loss-and-waste-initiative-eau/en',
  },
  nationalNemaLaunch: {
    name: names.nationalNemaLaunch,
    href: 'https://thenationalnews.com/uae/2022/03/01/sheikh-mohamed-bin-zayed-attends-launch-of-food-waste-initiative-nema',
  },
  wamNemaResults: {
    name: names.wamNemaResults,
    href: 'https://www.urdupoint.com/en/middle-east/mansour-bin-zayed-receives-nema-initiative-1934459.html',
  },
  nemaCostEstimate: {
    name: names.nemaCostEstimate,
    href: 'https://www.zawya.com/en/life/first-ever-uae-household-survey-reveals-how-residents-eat-waste-food-ajxdl3h7',
  },
  wamFoodSecurity: {
    name: names.wamFoodSecurity,
    href: 'https://www.urdupoint.com/en/middle-east/uae-presents-its-food-security-agenda-at-g20-877608.html',
  },
  nfssPillars: {
    name: names.nfssPillars,
    href: 'https://sustainabilityknowledgegroup.com/uae-a-national-food-security-strategy/',
  },
  ministerImports: {
    name: names.ministerImports,
    href: 'https://www.thenationalnews.com/uae/government/uae-working-to-cut-food-waste-by-half-by-2030-says-minister-1.980752',
  },
  gfsi2022: {
    name: names.gfsi2022,
    href: 'https://wasila.ae/uae-tops-mena-region-in-global-food-security-index/',
  },
  championsRestaurants: {
    name: names.championsRestaurants,
    href: 'https://champions123.org/the-business-case-for-reducing-food-loss-and-waste-restaurants',
  },
  dubaiMunicipality: {
    name: names.dubaiMunicipality,
    href: 'https://www.khaleejtimes.com/uae/food-safety-starts-from-your-fridge-dubai-municipality',
  },
  baselineStudy: {
    name: names.baselineStudy,
    href: 'https://www.zawya.com/en/economy/gcc/uae-launches-first-national-food-loss-waste-baseline-study-h3sjbutx',
  },
  wamBaseline: {
    name: names.wamBaseline,
    href: 'https://www.wam.ae/en/article/blmzvvg-uae-commences-national-data-collection-phase-for',
  },
  nemaSurvey: {
    name: names.nemaSurvey,
    href: 'https://www.zawya.com/en/press-release/companies-news/nema-unveils-the-results-of-its-nationwide-household-survey-at-cop28-fw0c4m8k',
  },
  mafFeedTheFuture: {
    name: names.mafFeedTheFuture,
    href: 'https://www.zawya.com/en/press-release/companies-news/majid-al-futtaims-feed-the-future-programme-donates-12-000-meals-during-ramadan-ixdzu05l',
  },
} as const satisfies Record<string, Source>;
