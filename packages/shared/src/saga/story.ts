/**
 * "Tuning": the saga of Meridian College in 11 pages (Introduction, Chapters 1–9, Epilogue).
 * The reader draws these pages; the AI characters read the summaries as their lore.
 */
import type { CharacterId } from './characters.ts';

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
        description:
          'The stone gate of Meridian College on a sunny morning, with the bell tower and its two-pronged iron antenna rising behind it.',
        caption:
          'Meridian College. Nine days before the Founders’ Festival. Legend says whoever rings the old Tuning Fork on festival night sets the tone for the whole year.',
        bubbles: [],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi', 'kazeo'],
        effect: 'glow',
        description:
          'Tyson, Asahi and Kazeo side by side in the radio booth, a warm glow behind them and the red ON AIR sign lit.',
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
        description:
          'Kai alone in the council hall, before tall arched windows under a purple QUIET CAMPUS banner.',
        caption: 'Across the quad, the student council listens too.',
        bubbles: [{ speaker: 'kaizetsu', text: 'So much noise. A college should hum, not shout.' }],
      },
      {
        scene: 'rooftops-night',
        cast: ['yurei'],
        effect: 'static',
        description:
          'Yūrei, white hair hiding one eye, on a moonlit rooftop while static flickers across the night.',
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
        description: 'Asahi and Tyson in the radio booth, the morning show interrupted.',
        caption: 'Monday, 8:03 a.m.',
        bubbles: [
          { speaker: 'asahi', text: 'Tyson. The council is closing the station on Friday.' },
          { speaker: 'tyson', text: 'WHAT?! They can’t shut off 88.1!', kind: 'shout' },
        ],
      },
      {
        scene: 'radio-booth',
        cast: ['asahi'],
        description: 'Asahi alone in the radio booth, looking straight out of the panel.',
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
        effect: 'speed-lines',
        description: 'Kazeo streaks past the college gate, speed lines trailing behind him.',
        bubbles: [
          { speaker: 'kazeo', text: 'Council hall in thirty seconds. Whoosh!', kind: 'shout' },
        ],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi'],
        effect: 'impact',
        description: 'Tyson and Asahi in the radio booth against a burst of yellow impact lines.',
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
        description: 'Kai addresses the meeting in the council hall under the QUIET CAMPUS banner.',
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
        effect: 'impact',
        description: 'Tyson and Kazeo in the council hall, a yellow impact burst behind them.',
        bubbles: [
          { speaker: 'tyson', text: 'One voice? YOURS, you mean!', kind: 'shout' },
          { speaker: 'kazeo', text: 'Dude, that’s a chair, not a stage!' },
        ],
      },
      {
        scene: 'council-hall',
        cast: ['kaizetsu', 'tyson'],
        description:
          'Kai and Tyson side by side in the council hall, Kai smiling thinly behind his glasses.',
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
        description: 'Asahi at the back of the council hall, watching.',
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
        effect: 'static',
        description: 'Tyson in the dark radio booth as static crackles over everything.',
        caption: 'Wednesday, 2:14 a.m.',
        bubbles: [{ speaker: 'tyson', text: 'The transmitter… someone wiped everything!' }],
      },
      {
        scene: 'rooftops-night',
        cast: ['kazeo', 'yurei'],
        effect: 'speed-lines',
        description: 'Kazeo and Yūrei racing across moonlit rooftops, speed lines streaking past.',
        bubbles: [
          { speaker: 'kazeo', text: 'Hey, ghost girl! Nobody outruns me!', kind: 'shout' },
          { speaker: 'yurei', text: 'Somebody just did.' },
        ],
      },
      {
        scene: 'rooftops-night',
        cast: ['kazeo'],
        description: 'Kazeo alone on the rooftops under the moon.',
        bubbles: [{ speaker: 'kazeo', text: 'She… vanished. Like actually vanished.' }],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi'],
        description: 'Tyson and Asahi together in the radio booth.',
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
        effect: 'flashback',
        description:
          'A sepia memory: a younger Tyson and Yūrei at the robotics fair, with a small wheeled robot and a golden trophy on the table.',
        caption: 'Two years ago. The first-year robotics fair.',
        bubbles: [
          { speaker: 'yurei', text: 'The code is ready. It will find its way through any maze.' },
          { speaker: 'tyson', text: 'You’re a genius! We’re going to win this!' },
        ],
      },
      {
        scene: 'robotics-fair',
        cast: ['tyson'],
        effect: 'flashback',
        description: 'A sepia memory: Tyson grinning at the robotics fair beside the trophy table.',
        bubbles: [{ speaker: 'tyson', text: 'Thank you, Meridian!', kind: 'shout' }],
      },
      {
        scene: 'robotics-fair',
        cast: ['yurei'],
        effect: 'flashback',
        description: 'A sepia memory: Yūrei alone at the robotics fair, her face unreadable.',
        bubbles: [{ speaker: 'yurei', text: 'My name… isn’t there.', kind: 'thought' }],
      },
      {
        scene: 'radio-booth',
        cast: ['tyson', 'asahi'],
        description: 'Back in the present, Tyson and Asahi in the radio booth.',
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
        effect: 'static',
        description:
          'The quad at dusk with nobody in it: the bell tower dark, the streetlight dead, static hanging in the air.',
        caption: 'Thursday. The Static falls over Meridian.',
        bubbles: [],
      },
      {
        scene: 'council-hall',
        cast: ['kaizetsu', 'yurei'],
        description:
          'Kai and Yūrei side by side in the council hall under the QUIET CAMPUS banner.',
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
        effect: 'impact',
        description: 'Kazeo and Tyson on the dark quad, a yellow burst of anger behind them.',
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
        description: 'Asahi alone on the empty, dark quad, the bell tower behind her.',
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
        effect: 'glow',
        description:
          'Asahi in the dusty archive, lit by a beam of sunrise through the window, shelves of boxes all around.',
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
        description:
          'Tyson and Kazeo in the physics lab, in front of a chalkboard of radio equations.',
        bubbles: [
          { speaker: 'tyson', text: 'You were right, man. I should have noticed.' },
          { speaker: 'kazeo', text: 'And I should’ve yelled at Kai, not you. We good?' },
          { speaker: 'tyson', text: 'Loud and clear.' },
        ],
      },
      {
        scene: 'physics-lab',
        cast: ['asahi', 'tyson', 'kazeo'],
        description:
          'Asahi, Tyson and Kazeo together in the physics lab, the chalkboard reading f = 88.1 MHz.',
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
        description: 'Tyson alone in the physics lab, determined.',
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
        description:
          'The bell tower against a purple night sky, a string of festival lanterns glowing below.',
        caption: 'Saturday night. The Founders’ Festival.',
        bubbles: [],
      },
      {
        scene: 'bell-tower',
        cast: ['tyson', 'asahi', 'kazeo', 'yurei'],
        description: 'Tyson, Asahi and Kazeo face Yūrei at the foot of the bell tower.',
        bubbles: [
          { speaker: 'yurei', text: 'One step more and the whole tower goes dark.' },
          { speaker: 'kazeo', text: 'Rematch? I’ve been practising.' },
        ],
      },
      {
        scene: 'bell-tower',
        cast: ['tyson', 'yurei'],
        description: 'Tyson and Yūrei face to face below the bell tower.',
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
        effect: 'impact',
        description: 'Yūrei alone, a burst of impact lines behind her.',
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
        description:
          'Kai at the top of the bell tower under the great bell, the lights of the campus far below.',
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
        description: 'Yūrei and Kai face off at the top of the tower.',
        bubbles: [
          { speaker: 'yurei', text: 'You erased me. Then you recruited me to finish the job.' },
          { speaker: 'kaizetsu', text: 'I recognised talent. Twice. You should be flattered.' },
        ],
      },
      {
        scene: 'tower-top',
        cast: ['yurei'],
        effect: 'impact',
        description:
          'Yūrei at the top of the tower in a burst of impact lines as the power is cut.',
        bubbles: [{ speaker: 'yurei', text: 'Then be flattered in the dark.', kind: 'shout' }],
      },
      {
        scene: 'tower-top',
        cast: ['yurei', 'tyson'],
        description: 'Yūrei and Tyson at the top of the tower; she will not meet his eyes.',
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
      'With the Static down, Tyson, Asahi and Kazeo wire the transmitter to the Tuning Fork and go on air. Tyson does not shout this time: he invites everyone to talk, and the whole campus answers, filling the quad with lights and voices. The council withdraws the Quiet Campus plan, the station is saved, and Kai slips away into the crowd.',
    panels: [
      {
        scene: 'tower-top',
        cast: ['kazeo', 'asahi'],
        effect: 'speed-lines',
        description: 'Kazeo and Asahi at work at the top of the tower, speed lines flying.',
        bubbles: [
          { speaker: 'kazeo', text: 'Connected! Fastest wiring job in history!' },
          { speaker: 'asahi', text: '88.1. We’re live.' },
        ],
      },
      {
        scene: 'tower-top',
        cast: ['tyson'],
        effect: 'glow',
        description:
          'Tyson at the top of the tower, rings of radio waves glowing out from behind him.',
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
        effect: 'glow',
        description:
          'The festival at night: lanterns overhead, food stalls, and a crowd holding up glowing phones.',
        caption: 'And Meridian answered.',
        bubbles: [],
      },
      {
        scene: 'festival',
        cast: ['kaizetsu'],
        description: 'Kai at the edge of the festival crowd, lanterns glowing behind him.',
        bubbles: [
          {
            speaker: 'kaizetsu',
            text: 'Enjoy the noise, Tyson. Every song ends.',
            kind: 'thought',
          },
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
        description: 'Tyson, Asahi and Kazeo back in the radio booth, the ON AIR sign lit again.',
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
        description:
          'Yūrei and Kai on a rooftop at sunrise, the bell tower in silhouette behind them.',
        bubbles: [
          { speaker: 'kaizetsu', text: 'You cut my power. And yet here you are.' },
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
        description: 'Tyson on a rooftop at sunrise, the bell tower in silhouette.',
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
