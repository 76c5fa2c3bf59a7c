/**
 * "Tuning": the saga of Meridian College in 11 pages (Introduction, Chapters 1–9, Epilogue).
 * The reader draws these pages; the AI characters read the summaries as their lore.
 */
import type { Acting } from './acting.ts';
import type { CharacterId } from './characters.ts';
import type { StagedProp } from './props.ts';

/** The drawn settings a panel can use; each has an SVG scene in the web app. */
export const SCENE_IDS = [
  'campus-gate',
  'radio-booth',
  'council-hall',
  'rooftops-night',
  'robotics-fair',
  'archive',
  'dark-quad',
  'physics-lab',
  'bell-tower',
  'tower-top',
  'festival',
  'sunrise-roof',
] as const;
export type SceneId = (typeof SCENE_IDS)[number];

/** Comic effects drawn over a scene. */
export const PANEL_EFFECTS = ['speed-lines', 'impact', 'static', 'flashback', 'glow'] as const;
export type PanelEffect = (typeof PANEL_EFFECTS)[number];

export interface SpeechBubble {
  speaker: CharacterId;
  text: string;
  /** A thought or a whisper is drawn differently; a shout gets a jagged balloon. */
  kind?: 'speech' | 'shout' | 'thought';
}

export interface SagaPanel {
  scene: SceneId;
  /** Characters drawn in the panel, left to right. */
  cast: readonly CharacterId[];
  /** How each member of the cast is drawn: the face and pose the panel's lines call for. */
  acting: Readonly<Partial<Record<CharacterId, Acting>>>;
  /** Objects set in the picture besides what the scene always has (see ./props.ts). */
  props?: readonly StagedProp[];
  effect?: PanelEffect;
  /** What the picture shows, for screen readers. */
  description: string;
  caption?: string;
  bubbles: readonly SpeechBubble[];
}

export interface SagaPage {
  /** "Introduction", "Chapter 1" … "Epilogue". */
  label: string;
  title: string;
  /** One paragraph of what happens: the lore the AI characters draw on. */
  summary: string;
  panels: readonly SagaPanel[];
}

export const STORY_TITLE = 'Tuning: The Static at Meridian';

/** Where and when the saga takes place, for the AI lore. */
export const STORY_SETTING =
  'Meridian College, a hillside campus with an old bell tower whose iron antenna students call the Tuning Fork. The campus radio station broadcasts on 88.1. Legend says whoever rings the Tuning Fork on the night of the Founders’ Festival sets the tone of the whole year.';

export const STORY: readonly SagaPage[] = [
  {
    label: 'Introduction',
    title: 'Welcome to Meridian',
    summary:
      'Meridian College opens its autumn term nine days before the Founders’ Festival. The campus radio station, 88.1, is where Tyson hosts his show Full Volume with his friends Asahi and Kazeo. Across the quad, student-council president Kaizetsu, called Kai, watches the noisy campus from the council hall, and somewhere in the network a ghost called Yūrei is listening.',
    panels: [
      {
        scene: 'campus-gate',
        cast: [],
        acting: {},
        description:
          'The stone gate of Meridian College on a sunny morning, with the bell tower and its two-pronged iron antenna rising behind it.',
        caption:
          'Meridian College. Nine days before the Founders’ Festival. Legend says whoever rings the old Tuning Fork on festival night sets the tone for the whole year.',
        bubbles: [],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi', 'kazeo'],
        acting: {
          tyson: { expression: 'happy', pose: 'fist-raised' },
          asahi: { expression: 'smug', pose: 'arms-crossed' },
          kazeo: { expression: 'happy', pose: 'pointing' },
        },
        effect: 'glow',
        description:
          'Tyson, Asahi and Kazeo side by side in the radio booth, a warm glow behind them and the red ON AIR sign lit. Tyson punches the air at the microphone, Asahi folds her arms with a knowing smile and Kazeo points at the clock.',
        caption: 'Studio 88.1, home of the Tuners.',
        bubbles: [
          {
            speaker: 'tyson',
            text: 'Good morning, Meridian! This is Full Volume, turn it up!',
            kind: 'shout',
          },
          { speaker: 'asahi', text: 'You are forty seconds early again.' },
          { speaker: 'kazeo', text: 'Early is just fast with manners!' },
        ],
      },
      {
        scene: 'council-hall',
        cast: ['kaizetsu'],
        acting: { kaizetsu: { expression: 'smug', pose: 'arms-crossed', gaze: 'away' } },
        description:
          'Kai alone in the council hall, arms folded and smiling thinly, before tall arched windows under a purple QUIET CAMPUS banner.',
        caption: 'Across the quad, the student council listens too.',
        bubbles: [{ speaker: 'kaizetsu', text: 'So much noise. A college should hum, not shout.' }],
      },
      {
        scene: 'rooftops-night',
        cast: ['yurei'],
        acting: { yurei: { expression: 'angry', pose: 'arms-crossed' } },
        effect: 'static',
        description:
          'Yūrei, white hair hiding one eye, glares from a moonlit rooftop while static flickers along the wires behind her.',
        caption: 'And in the wires, a ghost.',
        bubbles: [
          { speaker: 'yurei', text: 'Tyson. Still the loudest voice on campus.', kind: 'thought' },
        ],
      },
    ],
  },
  {
    label: 'Chapter 1',
    title: 'The First Frequency',
    summary:
      'During the morning show Tyson learns that the council has scheduled the radio station for closure at the end of the week. Asahi points out that the closure order is signed by Kai himself, and Kazeo races to the council hall to find out why. The Tuners decide to fight for the station.',
    panels: [
      {
        scene: 'radio-booth',
        cast: ['asahi', 'tyson'],
        acting: {
          asahi: { expression: 'sad', pose: 'holding', holds: 'closure-order' },
          tyson: { expression: 'surprised', pose: 'hands-up' },
        },
        description:
          'Asahi holds up a council letter in the radio booth; Tyson throws up his hands, the morning show interrupted.',
        caption: 'Monday, 8:03 a.m.',
        bubbles: [
          { speaker: 'asahi', text: 'Tyson. The council is closing the station on Friday.' },
          { speaker: 'tyson', text: 'WHAT?! They can’t shut off 88.1!', kind: 'shout' },
        ],
      },
      {
        scene: 'radio-booth',
        cast: ['asahi'],
        acting: { asahi: { expression: 'determined', pose: 'showing', holds: 'closure-order' } },
        description:
          'Asahi alone in the radio booth, looking straight out of the panel and holding up the closure order with Kai’s signature at the bottom.',
        bubbles: [
          {
            speaker: 'asahi',
            text: 'Signed by the president himself. Kai does not sign anything he has not planned for months.',
          },
        ],
      },
      {
        scene: 'campus-gate',
        cast: ['kazeo'],
        acting: { kazeo: { expression: 'determined', pose: 'running', legs: 'run' } },
        effect: 'speed-lines',
        description: 'Kazeo sprints past the college gate, speed lines trailing behind him.',
        bubbles: [
          { speaker: 'kazeo', text: 'Council hall in thirty seconds. Whoosh!', kind: 'shout' },
        ],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi'],
        acting: {
          tyson: { expression: 'determined', pose: 'fist-raised' },
          asahi: { expression: 'thinking', pose: 'hand-on-chin' },
        },
        effect: 'impact',
        description:
          'Tyson raises his fist in the radio booth against a burst of yellow impact lines; beside him Asahi, hand on her chin, is already planning.',
        bubbles: [
          {
            speaker: 'tyson',
            text: 'Then we fight for it. Every student on this campus deserves to be heard.',
          },
          {
            speaker: 'asahi',
            text: 'Then we need a plan. Step one: find out what Kai really wants.',
          },
        ],
      },
    ],
  },
  {
    label: 'Chapter 2',
    title: 'The Council’s Decree',
    summary:
      'At a packed council meeting Kai announces the Quiet Campus plan: every club, message board and radio show will be replaced by one council network that he controls, to end "the noise". Tyson challenges him in front of everyone. Kai calmly accepts a wager: if the Tuners can make the whole campus listen on Founders’ Festival night, the station stays; if not, Tyson hands over the keys.',
    panels: [
      {
        scene: 'council-hall',
        cast: ['kaizetsu'],
        acting: { kaizetsu: { expression: 'smug', pose: 'open-hand', gaze: 'front' } },
        description:
          'Kai addresses the meeting in the council hall under the QUIET CAMPUS banner, one hand open as if the answer were obvious.',
        caption: 'Tuesday. An emergency council meeting.',
        bubbles: [
          {
            speaker: 'kaizetsu',
            text: 'Forty clubs. Twelve message boards. One radio that never stops shouting. I propose one network, one voice, and finally some order.',
          },
        ],
      },
      {
        scene: 'council-hall',
        cast: ['tyson', 'kazeo'],
        acting: {
          tyson: {
            expression: 'angry',
            pose: 'pointing',
            gaze: 'away',
            legs: 'stand',
            standsOn: 'chair',
          },
          kazeo: { expression: 'surprised', pose: 'pointing' },
        },
        effect: 'impact',
        description:
          'Tyson stands on a chair in the council hall, pointing and shouting, while Kazeo points up at him; a yellow impact burst behind them.',
        bubbles: [
          { speaker: 'tyson', text: 'One voice? YOURS, you mean!', kind: 'shout' },
          { speaker: 'kazeo', text: 'Dude, that’s a chair, not a stage!' },
        ],
      },
      {
        scene: 'council-hall',
        cast: ['kaizetsu', 'tyson'],
        acting: {
          kaizetsu: { expression: 'smug', pose: 'open-hand' },
          tyson: { expression: 'determined', pose: 'showing', holds: 'keys' },
        },
        description:
          'Kai and Tyson side by side in the council hall, Kai smiling thinly behind his glasses with his hand held out, Tyson holding up the keys of the station.',
        bubbles: [
          {
            speaker: 'kaizetsu',
            text: 'A wager, then. On festival night, make the whole campus listen to you. Succeed, and your station stays. Fail, and you give me the keys.',
          },
          { speaker: 'tyson', text: 'Deal. Loud and clear.' },
        ],
      },
      {
        scene: 'council-hall',
        cast: ['asahi'],
        acting: { asahi: { expression: 'thinking', pose: 'hand-on-chin', gaze: 'away' } },
        description: 'Asahi at the back of the council hall, hand on her chin, watching.',
        bubbles: [
          {
            speaker: 'asahi',
            text: 'Hmm. He agreed too quickly. He already thinks he has won.',
            kind: 'thought',
          },
        ],
      },
    ],
  },
  {
    label: 'Chapter 3',
    title: 'A Ghost in the Wires',
    summary:
      'That night the station is sabotaged: the transmitter is wiped and the cables cut. Kazeo spots a pale figure on the rooftops and chases her across the campus but, for the first time in his life, he is outrun. The ghost is Yūrei, and she leaves a note on the mixing desk for Tyson: "You owe me a name."',
    panels: [
      {
        scene: 'radio-booth',
        cast: ['tyson'],
        acting: { tyson: { expression: 'surprised', pose: 'hands-up' } },
        props: [
          { prop: 'transmitter', x: 62, y: 182, scale: 1.1, variant: 'dark' },
          { prop: 'cables', x: 340, y: 178, variant: 'cut' },
        ],
        effect: 'static',
        description:
          'Tyson in the dark radio booth, hands thrown up, as static crackles over everything: the transmitter’s screen is blank and its cables hang cut.',
        caption: 'Wednesday, 2:14 a.m.',
        bubbles: [{ speaker: 'tyson', text: 'The transmitter… someone wiped everything!' }],
      },
      {
        scene: 'rooftops-night',
        cast: ['kazeo', 'yurei'],
        acting: {
          kazeo: { expression: 'determined', pose: 'running', legs: 'run' },
          yurei: { expression: 'smug', pose: 'running', legs: 'run', gaze: 'toward' },
        },
        effect: 'speed-lines',
        description:
          'Kazeo and Yūrei racing across moonlit rooftops, speed lines streaking past; she glances back at him, a step ahead.',
        bubbles: [
          { speaker: 'kazeo', text: 'Hey, ghost girl! Nobody outruns me!', kind: 'shout' },
          { speaker: 'yurei', text: 'Somebody just did.' },
        ],
      },
      {
        scene: 'rooftops-night',
        cast: ['kazeo'],
        acting: { kazeo: { expression: 'surprised', pose: 'hands-up', gaze: 'away' } },
        description:
          'Kazeo alone on the rooftops under the moon, staring at the empty spot where she stood.',
        bubbles: [{ speaker: 'kazeo', text: 'She… vanished. Like actually vanished.' }],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi'],
        acting: {
          tyson: { expression: 'sad', gaze: 'toward' },
          asahi: { expression: 'thinking', pose: 'showing', holds: 'card' },
        },
        description:
          'Tyson and Asahi together in the radio booth; Asahi holds up the card found on the mixing desk, and Tyson’s face falls.',
        caption: 'On the mixing desk, a card: "You owe me a name, Tyson. — Y."',
        bubbles: [
          { speaker: 'asahi', text: 'Y. Do you know who that is?' },
          {
            speaker: 'tyson',
            text: '…Yūrei. My lab partner from first year. She just disappeared one day.',
          },
        ],
      },
    ],
  },
  {
    label: 'Chapter 4',
    title: 'What Tyson Forgot',
    summary:
      'In a flashback, Tyson remembers the first-year robotics fair, where the robot he built with Yūrei won because of her code. Tyson went on stage to collect the trophy, and when the plaque was engraved her name was missing. He never noticed; she never forgave him. Asahi decides to search the college archive for how the plaque was submitted.',
    panels: [
      {
        scene: 'robotics-fair',
        cast: ['tyson', 'yurei'],
        acting: {
          tyson: { expression: 'happy', pose: 'fist-raised' },
          yurei: { expression: 'happy', pose: 'holding', holds: 'laptop' },
        },
        props: [
          { prop: 'robot', x: 176, y: 250, scale: 0.8, front: true },
          { prop: 'trophy', x: 224, y: 250, scale: 0.8, front: true },
        ],
        effect: 'flashback',
        description:
          'A sepia memory: a younger Tyson cheering and a smiling Yūrei with her laptop at the robotics fair, their small wheeled robot on the table and a golden trophy waiting behind them.',
        caption: 'Two years ago. The first-year robotics fair.',
        bubbles: [
          { speaker: 'yurei', text: 'The code is ready. It will find its way through any maze.' },
          { speaker: 'tyson', text: 'You’re a genius! We’re going to win this!' },
        ],
      },
      {
        scene: 'robotics-fair',
        cast: ['tyson'],
        acting: {
          tyson: { expression: 'happy', pose: 'showing', holds: 'trophy', gaze: 'front' },
        },
        props: [{ prop: 'robot', x: 336, y: 244, scale: 1.1 }],
        effect: 'flashback',
        description:
          'A sepia memory: Tyson grinning on stage at the robotics fair, holding the trophy high; its plaque carries a single name.',
        bubbles: [{ speaker: 'tyson', text: 'Thank you, Meridian!', kind: 'shout' }],
      },
      {
        scene: 'robotics-fair',
        cast: ['yurei'],
        acting: { yurei: { expression: 'sad', gaze: 'away' } },
        props: [{ prop: 'plaque', x: 318, y: 120, scale: 1.5, variant: 'one-name' }],
        effect: 'flashback',
        description:
          'A sepia memory: Yūrei alone at the robotics fair, her face unreadable, beside the engraved plaque that reads only TYSON.',
        bubbles: [{ speaker: 'yurei', text: 'My name… isn’t there.', kind: 'thought' }],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi'],
        acting: {
          tyson: { expression: 'sad', pose: 'hand-on-chin', gaze: 'away' },
          asahi: { expression: 'determined', pose: 'pointing' },
        },
        props: [{ prop: 'plaque', x: 212, y: 128, scale: 1.1, variant: 'one-name' }],
        description:
          'Back in the present, in the radio booth, Tyson hangs his head beside a photo of the old plaque while Asahi points the way.',
        bubbles: [
          {
            speaker: 'tyson',
            text: 'I never even looked at the plaque. I never asked where she went.',
          },
          {
            speaker: 'asahi',
            text: 'Then we find out who engraved it. The archive keeps every form.',
          },
        ],
      },
    ],
  },
  {
    label: 'Chapter 5',
    title: 'Static',
    summary:
      'Kai launches the Static: with Yūrei’s help the campus network goes dark except for the council app, and every chat, board and stream falls silent. Students drift apart, staring at empty screens. Under the pressure Tyson and Kazeo argue over whose fault it is, and the Tuners split up for the night. It is their lowest point.',
    panels: [
      {
        scene: 'dark-quad',
        cast: [],
        acting: {},
        effect: 'static',
        description:
          'The quad at dusk, almost empty: the bell tower dark, the streetlight dead, static hanging in the air, and two students apart, staring at blank phones.',
        caption: 'Thursday. The Static falls over Meridian.',
        bubbles: [],
      },
      {
        scene: 'council-hall',
        cast: ['kaizetsu', 'yurei'],
        acting: {
          kaizetsu: { expression: 'smug', pose: 'arms-crossed' },
          yurei: { expression: 'angry', pose: 'holding', holds: 'laptop', gaze: 'away' },
        },
        description:
          'Kai, arms folded and pleased, and Yūrei, cold, her laptop open, side by side in the council hall under the QUIET CAMPUS banner.',
        bubbles: [
          { speaker: 'kaizetsu', text: 'Listen to that. No noise at all. Efficient, isn’t it?' },
          {
            speaker: 'yurei',
            text: 'I did not do this for your order. I did it to watch him lose.',
          },
        ],
      },
      {
        scene: 'dark-quad',
        cast: ['kazeo', 'tyson'],
        acting: {
          kazeo: { expression: 'angry', pose: 'pointing' },
          tyson: { expression: 'angry', pose: 'fist-raised' },
        },
        effect: 'impact',
        description:
          'Kazeo jabs a finger at Tyson on the dark quad and Tyson shouts back, fist clenched, a yellow burst of anger behind them.',
        bubbles: [
          {
            speaker: 'kazeo',
            text: 'If you’d listened to her back then, none of this would be happening!',
            kind: 'shout',
          },
          { speaker: 'tyson', text: 'You think I don’t know that?!', kind: 'shout' },
        ],
      },
      {
        scene: 'dark-quad',
        cast: ['asahi'],
        acting: { asahi: { expression: 'sad', gaze: 'up' } },
        description:
          'Asahi alone on the empty, dark quad, the bell tower behind her, looking up at the sky.',
        bubbles: [
          {
            speaker: 'asahi',
            text: 'Every night ends in a sunrise. Even this one.',
            kind: 'thought',
          },
        ],
      },
    ],
  },
  {
    label: 'Chapter 6',
    title: 'Morning Sun',
    summary:
      'At dawn Asahi finds the proof in the archive: the robotics-fair plaque form was filed by the fair organiser, Kaizetsu, who removed Yūrei’s name to keep a rival from winning the council scholarship. She gathers the Tuners in the old physics lab, Tyson and Kazeo make up, and they build a pirate transmitter from spare parts to broadcast from the Tuning Fork on festival night.',
    panels: [
      {
        scene: 'archive',
        cast: ['asahi'],
        acting: { asahi: { expression: 'surprised', pose: 'holding', holds: 'archive-form' } },
        effect: 'glow',
        description:
          'Asahi in the dusty archive, lit by a beam of sunrise through the window, shelves of boxes all around, staring at the form in her hands: one of its two names is crossed out.',
        caption: 'Friday, 6:02 a.m. The college archive.',
        bubbles: [
          {
            speaker: 'asahi',
            text: 'Plaque form, robotics fair. Submitted by the organiser… Kaizetsu. He crossed her name out himself.',
          },
        ],
      },
      {
        scene: 'physics-lab',
        cast: ['tyson', 'kazeo'],
        acting: {
          tyson: { expression: 'sad', pose: 'open-hand' },
          kazeo: { expression: 'happy', pose: 'fist-raised' },
        },
        description:
          'Tyson and Kazeo in the physics lab, in front of a chalkboard of radio equations: Tyson holds out a hand in apology and Kazeo answers with a grin and a raised fist.',
        bubbles: [
          { speaker: 'tyson', text: 'You were right, man. I should have noticed.' },
          { speaker: 'kazeo', text: 'And I should’ve yelled at Kai, not you. We good?' },
          { speaker: 'tyson', text: 'Loud and clear.' },
        ],
      },
      {
        scene: 'physics-lab',
        cast: ['asahi', 'tyson', 'kazeo'],
        acting: {
          asahi: { expression: 'determined', pose: 'pointing' },
          tyson: { expression: 'surprised', gaze: 'toward' },
          kazeo: { expression: 'happy', pose: 'holding', holds: 'spare-parts' },
        },
        props: [
          { prop: 'cables', x: 135, y: 250, scale: 0.6, front: true },
          { prop: 'transmitter', x: 135, y: 250, scale: 0.75, front: true },
          { prop: 'radio', x: 265, y: 182, scale: 0.8 },
        ],
        description:
          'Asahi, Tyson and Kazeo together in the physics lab, the chalkboard reading f = 88.1 MHz and the bell tower’s antenna in the window; Asahi points at it, Kazeo hugs a crate of parts and a half-built transmitter sits on the bench beside an old radio.',
        bubbles: [
          {
            speaker: 'asahi',
            text: 'The Static blocks the campus network, not the old antenna. If we wire this to the Tuning Fork, everyone with a radio will hear us.',
          },
          { speaker: 'kazeo', text: 'I’ll grab the parts. Give me ten minutes. Make it five.' },
        ],
      },
      {
        scene: 'physics-lab',
        cast: ['tyson'],
        acting: { tyson: { expression: 'determined', pose: 'holding', holds: 'archive-form' } },
        props: [{ prop: 'transmitter', x: 336, y: 186, scale: 0.9 }],
        description:
          'Tyson alone in the physics lab, determined, holding the archive form, the finished transmitter on the bench behind him.',
        bubbles: [
          {
            speaker: 'tyson',
            text: 'Tonight I give Yūrei her name back. Then we turn this campus up.',
          },
        ],
      },
    ],
  },
  {
    label: 'Chapter 7',
    title: 'The Bell Tower',
    summary:
      'On festival night the Tuners climb the bell tower with the transmitter. Yūrei blocks the stairs, her laptop wired into the tower’s power. Tyson does not fight: he apologises for never noticing and hands her the archive form that proves Kai erased her name. For the first time, Yūrei hesitates.',
    panels: [
      {
        scene: 'bell-tower',
        cast: [],
        acting: {},
        description:
          'The bell tower against a purple night sky, its antenna black against the stars and a string of festival lanterns glowing below.',
        caption: 'Saturday night. The Founders’ Festival.',
        bubbles: [],
      },
      {
        scene: 'bell-tower',
        cast: ['tyson', 'asahi', 'kazeo', 'yurei'],
        acting: {
          tyson: { expression: 'determined', gaze: 'toward' },
          asahi: { expression: 'surprised', pose: 'holding', holds: 'transmitter' },
          kazeo: { expression: 'smug', pose: 'pointing' },
          yurei: { expression: 'angry', pose: 'holding', holds: 'laptop' },
        },
        props: [{ prop: 'cables', x: 340, y: 250, scale: 0.8, front: true }],
        description:
          'Tyson, Asahi with the transmitter and Kazeo face Yūrei at the foot of the bell tower; her laptop is wired into the tower’s power.',
        bubbles: [
          { speaker: 'yurei', text: 'One step more and the whole tower goes dark.' },
          { speaker: 'kazeo', text: 'Rematch? I’ve been practising.' },
        ],
      },
      {
        scene: 'bell-tower',
        cast: ['tyson', 'yurei'],
        acting: {
          tyson: { expression: 'sad', pose: 'showing', holds: 'archive-form' },
          yurei: { expression: 'surprised' },
        },
        description:
          'Tyson and Yūrei face to face below the bell tower; Tyson, sorry, holds out the archive form to her.',
        bubbles: [
          {
            speaker: 'tyson',
            text: 'I’m not here to fight you. I’m here to say sorry. I never noticed your name was gone. I should have.',
          },
          { speaker: 'tyson', text: 'And this is who took it.' },
        ],
      },
      {
        scene: 'bell-tower',
        cast: ['yurei'],
        acting: { yurei: { expression: 'angry', pose: 'holding', holds: 'archive-form' } },
        effect: 'impact',
        description:
          'Yūrei alone, gripping the archive form, a burst of impact lines behind her as she reads the name on it.',
        bubbles: [{ speaker: 'yurei', text: 'Kai… It was you.', kind: 'thought' }],
      },
    ],
  },
  {
    label: 'Chapter 8',
    title: 'Kaizetsu',
    summary:
      'Kai appears at the top of the tower, calm as ever, and explains himself: a quiet campus is a controlled campus, and Yūrei was simply the most useful tool he ever found. Realising she was used twice, Yūrei pulls the plug on the Static herself. She makes it clear she is not doing it for Tyson, but for herself.',
    panels: [
      {
        scene: 'tower-top',
        cast: ['kaizetsu'],
        acting: { kaizetsu: { expression: 'smug', pose: 'arms-crossed', gaze: 'front' } },
        description:
          'Kai at the top of the bell tower under the great bell, arms folded, the lights of the campus far below.',
        bubbles: [
          {
            speaker: 'kaizetsu',
            text: 'Touching. But sincerity is just noise with better manners. A quiet campus is a controlled campus.',
          },
        ],
      },
      {
        scene: 'tower-top',
        cast: ['yurei', 'kaizetsu'],
        acting: {
          yurei: { expression: 'angry', pose: 'pointing' },
          kaizetsu: { expression: 'smug', pose: 'hand-on-chin' },
        },
        description:
          'Yūrei and Kai face off at the top of the tower under the great bell: she points at him, and he strokes his chin, unbothered.',
        bubbles: [
          { speaker: 'yurei', text: 'You erased me. Then you recruited me to finish the job.' },
          { speaker: 'kaizetsu', text: 'I recognised talent. Twice. You should be flattered.' },
        ],
      },
      {
        scene: 'tower-top',
        cast: ['yurei'],
        acting: { yurei: { expression: 'determined', pose: 'showing', holds: 'plug' } },
        effect: 'impact',
        description:
          'Yūrei at the top of the tower in a burst of impact lines, holding up the plug she has just pulled as the power is cut.',
        bubbles: [{ speaker: 'yurei', text: 'Then be flattered in the dark.', kind: 'shout' }],
      },
      {
        scene: 'tower-top',
        cast: ['yurei', 'tyson'],
        acting: {
          yurei: { expression: 'neutral', pose: 'arms-crossed', gaze: 'away' },
          tyson: { expression: 'happy', gaze: 'toward' },
        },
        description:
          'Yūrei and Tyson at the top of the tower; arms folded, she will not meet his eyes, and he smiles anyway.',
        bubbles: [
          { speaker: 'yurei', text: 'Don’t thank me. I didn’t do it for you.' },
          { speaker: 'tyson', text: 'I know. Thank you anyway.' },
        ],
      },
    ],
  },
  {
    label: 'Chapter 9',
    title: 'Full Volume',
    summary:
      'With the Static down, Tyson, Asahi and Kazeo wire the transmitter to the Tuning Fork and go on air. Tyson does not shout this time: he invites everyone to talk, and the whole campus answers, filling the quad with lights and voices. Kai has lost his wager in front of everyone: he tears up the closure order, the station is saved, and he slips away into the crowd. Before midnight the council reads Asahi’s archive form, withdraws the Quiet Campus plan and votes Kai out as president.',
    panels: [
      {
        scene: 'tower-top',
        cast: ['kazeo', 'asahi'],
        acting: {
          kazeo: { expression: 'happy', pose: 'fist-raised' },
          asahi: { expression: 'determined', pose: 'holding', holds: 'transmitter' },
        },
        props: [{ prop: 'cables', x: 200, y: 250, scale: 1.2 }],
        effect: 'speed-lines',
        description:
          'Kazeo and Asahi at work at the top of the tower, speed lines flying: Kazeo cheers over the freshly wired cables and Asahi holds the transmitter, its light on.',
        bubbles: [
          { speaker: 'kazeo', text: 'Connected! Fastest wiring job in history!' },
          { speaker: 'asahi', text: '88.1. We’re live.' },
        ],
      },
      {
        scene: 'tower-top',
        cast: ['tyson'],
        acting: {
          tyson: { expression: 'happy', pose: 'showing', holds: 'microphone', gaze: 'front' },
        },
        effect: 'glow',
        description:
          'Tyson at the top of the tower, smiling into a microphone, rings of radio waves glowing out from behind him.',
        bubbles: [
          {
            speaker: 'tyson',
            text: 'Meridian, this is Full Volume. No speeches tonight. Just one question: how are you, really? Call in. We’re listening.',
          },
        ],
      },
      {
        scene: 'festival',
        cast: [],
        acting: {},
        effect: 'glow',
        description:
          'The festival at night: lanterns overhead, food stalls, and a crowd holding up glowing phones.',
        caption: 'And Meridian answered.',
        bubbles: [],
      },
      {
        scene: 'festival',
        cast: ['kaizetsu'],
        acting: {
          kaizetsu: {
            expression: 'neutral',
            pose: 'holding',
            holds: { prop: 'closure-order', variant: 'torn' },
            gaze: 'away',
          },
        },
        description:
          'Kai at the edge of the festival crowd, lanterns glowing behind him, tearing the closure order in two without a smile.',
        bubbles: [
          {
            speaker: 'kaizetsu',
            text: 'The whole campus, listening. A wager is a wager: the station stays.',
          },
          {
            speaker: 'kaizetsu',
            text: 'Enjoy the noise, Tyson. Every song ends.',
            kind: 'thought',
          },
        ],
      },
      {
        scene: 'council-hall',
        cast: ['asahi', 'kaizetsu'],
        acting: {
          asahi: { expression: 'determined', pose: 'showing', holds: 'archive-form' },
          kaizetsu: { expression: 'angry', pose: 'holding', holds: 'nameplate', gaze: 'away' },
        },
        description:
          'The council hall at midnight: Asahi holds up the archive form, and Kai, jaw tight behind glinting glasses, carries away his president’s nameplate.',
        caption:
          'Before midnight the council met, read the archive form and voted: the Quiet Campus plan withdrawn, and Kai out as president.',
        bubbles: [
          { speaker: 'asahi', text: 'Nobody erases a name at Meridian again. Not even yours.' },
          { speaker: 'kaizetsu', text: 'Voted out by a show of hands. How very… loud.' },
        ],
      },
    ],
  },
  {
    label: 'Epilogue',
    title: 'Still Tuning',
    summary:
      'A week later the station is back on air, and Yūrei’s name is engraved on a new plaque beside Tyson’s. The Tuners launch an open campus chat so nobody can be silenced again. Kai has lost the council but not his ambition, and Yūrei, who still will not forgive Tyson for never noticing, agrees to stand with Kai against him next semester, on her own terms. The rivalry is far from over.',
    panels: [
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi', 'kazeo'],
        acting: {
          tyson: { expression: 'happy', pose: 'fist-raised', gaze: 'front' },
          asahi: {
            expression: 'happy',
            pose: 'showing',
            holds: { prop: 'phones', variant: 'glowing' },
          },
          kazeo: { expression: 'happy', pose: 'pointing' },
        },
        props: [
          { prop: 'plaque', x: 200, y: 100, scale: 1.05, variant: 'two-names' },
          { prop: 'keys', x: 150, y: 70, scale: 0.9 },
        ],
        description:
          'Tyson, Asahi and Kazeo back in the radio booth, the ON AIR sign lit again: Kazeo points at the new plaque on the wall with two names on it, the station keys hang on their hook, and Asahi shows the new campus chat on her phone.',
        caption: 'One week later.',
        bubbles: [
          { speaker: 'kazeo', text: 'Two names. Looks better that way.' },
          {
            speaker: 'asahi',
            text: 'And the new campus chat goes live today. Everyone gets a voice.',
          },
          { speaker: 'tyson', text: 'Good morning, Meridian! Turn it up!', kind: 'shout' },
        ],
      },
      {
        scene: 'sunrise-roof',
        cast: ['yurei', 'kaizetsu'],
        acting: {
          yurei: { expression: 'determined', pose: 'pointing' },
          kaizetsu: { expression: 'smug', pose: 'arms-crossed' },
        },
        description:
          'Yūrei and Kai on a rooftop at sunrise, the bell tower in silhouette behind them: she points at him as she lays down her terms, and he folds his arms, amused.',
        bubbles: [
          {
            speaker: 'kaizetsu',
            text: 'You cut my power. The council voted me out. And yet here you are.',
          },
          {
            speaker: 'yurei',
            text: 'You lied to me. He forgot me. Next semester I beat him myself, and you follow my plan.',
          },
          { speaker: 'kaizetsu', text: 'Agreed. Silence can wait.' },
        ],
      },
      {
        scene: 'sunrise-roof',
        cast: ['tyson'],
        acting: { tyson: { expression: 'determined', pose: 'arms-crossed', gaze: 'away' } },
        description:
          'Tyson on a rooftop at sunrise, arms folded and smiling at the horizon, the bell tower in silhouette.',
        caption: 'The Static is gone. The story isn’t.',
        bubbles: [{ speaker: 'tyson', text: 'Whatever comes next… we’ll hear it coming.' }],
      },
    ],
  },
];

export const STORY_PAGE_COUNT = STORY.length;

/** The whole saga as plain lore text, for the AI characters' context. */
export function storyLore(): string {
  return [
    STORY_TITLE,
    STORY_SETTING,
    ...STORY.map((page) => `${page.label}: ${page.title}. ${page.summary}`),
  ].join('\n');
}

/** Every word a page shows or tells: its title, summary, captions, descriptions and bubbles. */
export function pageText(page: SagaPage): string {
  return [
    page.title,
    page.summary,
    ...page.panels.flatMap((panel) => [
      panel.caption ?? '',
      panel.description,
      ...panel.bubbles.map((bubble) => bubble.text),
    ]),
  ].join(' ');
}
