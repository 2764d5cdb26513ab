import type { EsgContent } from './esg-types.ts';

export const ESG_EN: EsgContent = {
  title: 'ESG',
  subtitle: 'Environmental, social and governance',
  lead: 'Speed and responsibility go together. Stock Car measures the footprint of every race weekend, races on renewable fuel, brings motorsport to people who have never been to a circuit and makes sure the rules on and off track are clear and enforced.',
  pillars: [
    {
      id: 'ambiental',
      letter: 'E',
      title: 'Environmental',
      intro: 'Reduce first, offset what is left and publish the numbers.',
      initiatives: [
        {
          title: 'E100 ethanol',
          text: 'The cars race on E100 sugar-cane ethanol, a renewable fuel that emits up to 80% less carbon dioxide than petrol over its life cycle, with no loss of performance.',
        },
        {
          title: 'Carbon offset',
          text: 'Every round has its emissions inventory under the GHG Protocol. What cannot be avoided is offset with certified carbon credits and the planting of native trees.',
        },
        {
          title: 'Recycling at the circuits',
          text: 'Sorted waste collection with local recycling cooperatives, used tyres turned into rubberised asphalt, used oil sent for re-refining and reusable cups in the grandstands.',
        },
      ],
    },
    {
      id: 'social',
      letter: 'S',
      title: 'Social',
      intro:
        'Motorsport opens doors to engineering, mechanics and media. We want them open to more people.',
      initiatives: [
        {
          title: 'School in the Paddock',
          text: 'At every round, state-school pupils of the host city visit the garages and meet engineers and mechanics.',
        },
        {
          title: 'Mechanics training',
          text: 'Teams host apprentices from technical schools, with one class a year reserved for women.',
        },
        {
          title: 'A circuit for everyone',
          text: 'Accessible areas for people with disabilities and a quiet room with ear defenders for autistic fans.',
        },
      ],
    },
    {
      id: 'governanca',
      letter: 'G',
      title: 'Governance',
      intro: 'Clear rules, transparent decisions and zero tolerance for corruption.',
      initiatives: [
        {
          title: 'Code of conduct and compliance',
          text: "An integrity programme under Brazil's Anti-Corruption Law, with due diligence on suppliers and sponsors.",
        },
        {
          title: 'Whistleblowing channel',
          text: 'An independent channel that accepts anonymous reports, handled by an ethics committee with external members.',
        },
        {
          title: 'Independent stewards',
          text: 'Sporting and technical regulations are published before each season, and race decisions rest with independent stewards.',
        },
      ],
    },
  ],
  goals: [
    'Offset 100% of the inventoried emissions of every round.',
    'Send no paddock waste to landfill by 2030.',
    'Publish a GRI sustainability report every year.',
  ],
};
