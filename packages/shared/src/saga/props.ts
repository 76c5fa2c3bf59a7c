/**
 * The objects the saga's text names, keyed by name. Each has the words that mention it, so a test
 * can check that whatever a page talks about (the plaque, the card, the archive form, …) is drawn
 * on that page. The web app draws each one (features/saga/art/props.tsx).
 */

export interface PropSpec {
  /** What the prop is, for people reading the data. */
  label: string;
  /** Words in a page's summary, captions, balloons or descriptions that name this prop. */
  mentions: RegExp;
}

export const PROPS = {
  'tuning-fork': {
    label: 'The two-pronged iron antenna on top of the bell tower',
    mentions: /\btuning fork\b|\bantenna\b/i,
  },
  bell: {
    label: 'The great bell inside the tower',
    mentions: /\bbell\b(?![- ]tower)/i,
  },
  'on-air-sign': { label: 'The red ON AIR sign of studio 88.1', mentions: /\bon air sign\b/i },
  microphone: { label: 'The studio microphone', mentions: /\bmic(rophone)?s?\b/i },
  'mixing-desk': { label: 'The studio mixing desk and its faders', mentions: /\bmixing desk\b/i },
  banner: { label: 'The purple QUIET CAMPUS banner', mentions: /\bbanner\b/i },
  'closure-order': {
    label: 'The council order closing the station, signed by Kai',
    mentions: /\bclosure order\b/i,
  },
  keys: { label: 'The keys of the radio station', mentions: /\bkeys\b/i },
  chair: { label: 'The council chair Tyson stands on', mentions: /\bchair\b/i },
  transmitter: { label: 'A radio transmitter', mentions: /\btransmitter\b/i },
  cables: {
    label: 'Cables and wires, cut or connected',
    mentions: /\bcables?\b|\bwires?\b|\bwired\b|\bwiring\b/i,
  },
  card: { label: 'Yūrei’s card: "You owe me a name"', mentions: /\bcard\b|\bnote\b/i },
  robot: { label: 'The little maze robot', mentions: /\brobot\b/i },
  trophy: { label: 'The robotics-fair trophy', mentions: /\btrophy\b/i },
  plaque: {
    label: 'The engraved plaque: one name, and later two',
    mentions: /\bplaques?\b(?!\s+form)/i,
  },
  'archive-form': {
    label: 'The plaque form from the archive, Yūrei’s name crossed out',
    mentions: /\b(archive|plaque) form\b/i,
  },
  laptop: { label: 'Yūrei’s laptop', mentions: /\blaptop\b/i },
  plug: { label: 'The tower’s power plug, pulled', mentions: /\bplug\b/i },
  chalkboard: { label: 'The physics-lab chalkboard', mentions: /\bchalkboard\b/i },
  radio: { label: 'A portable radio', mentions: /\ba radio\b|\bradios\b/i },
  'spare-parts': { label: 'A crate of spare parts', mentions: /\bparts\b/i },
  lanterns: { label: 'Festival lanterns on a string', mentions: /\blanterns?\b/i },
  phones: {
    label: 'Students’ phones: dark in the Static, glowing at the festival',
    mentions: /\bphones?\b|\bempty screens\b/i,
  },
  streetlight: { label: 'The quad’s streetlight', mentions: /\bstreetlight\b/i },
  nameplate: { label: 'The council president’s nameplate', mentions: /\bnameplate\b/i },
} as const satisfies Record<string, PropSpec>;

export type PropId = keyof typeof PROPS;
export const PROP_IDS = Object.keys(PROPS) as PropId[];

/** Drawn states of a prop: the closure order torn up, the plaque with one name or two. */
export const PROP_VARIANTS = ['torn', 'one-name', 'two-names', 'dark', 'glowing', 'cut'] as const;
export type PropVariant = (typeof PROP_VARIANTS)[number];

/** A prop in a character's hands (or under their feet): its id, or its id and a variant. */
export type PropUse = PropId | { prop: PropId; variant: PropVariant };

/** A prop set in the panel's picture, in the scene's 400×250 units (x centre, y bottom). */
export interface StagedProp {
  prop: PropId;
  x: number;
  y: number;
  /** Default 1. */
  scale?: number;
  /** Degrees. */
  rotate?: number;
  variant?: PropVariant;
  /** Drawn over the characters instead of behind them. */
  front?: boolean;
}

export function propIdOf(use: PropUse): PropId {
  return typeof use === 'string' ? use : use.prop;
}

export function propVariantOf(use: PropUse): PropVariant | undefined {
  return typeof use === 'string' ? undefined : use.variant;
}

/** The props a text names, in registry order. */
export function propsNamedIn(text: string): PropId[] {
  return PROP_IDS.filter((id) => PROPS[id].mentions.test(text));
}
