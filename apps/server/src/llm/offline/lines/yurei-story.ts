import type { StoryLines } from './types.ts';

/**
 * The story as Yūrei lived it, what she thinks of the others, and how she looks after the student
 * she talks to: she remembers everything they say, and under the dry voice she notices people.
 */
export const yureiStory = {
  opinions: {
    yurei: [
      'I am quiet. People mistake that for absent.',
      'I hold grudges. I keep them well documented.',
      'I am good at what I do. I stopped waiting for someone to say so.',
      'Proud, yes. Pride is what is left when nobody gives you credit.',
      'I trust nobody twice. Once is already generous.',
      'I am the ghost in the wires. I chose the name before anyone could choose a worse one.',
      'I decided long ago that nobody would erase me again.',
      'I am not cold. I am careful. There is a difference, and it took me years to learn it.',
      {
        text: 'I cut the power on Kai’s Static myself. Not for Tyson. For me. Remember that part.',
        page: 9,
      },
    ],
    tyson: [
      'Tyson. Still the loudest voice on campus.',
      'He talks before he thinks. Sometimes instead of thinking.',
      'He is not a bad person. He is a loud one. Loud people miss things.',
      'Everyone loves him. That is part of the problem.',
      'He means well. Meaning well is not the same as noticing.',
      'He says loud and clear. He is usually only one of those.',
      {
        text: 'He was my lab partner in first year. He called me a genius. He meant it. It was not enough.',
        page: 4,
      },
      {
        text: 'He owes me a name. I told him so, on a card on his own mixing desk.',
        page: 4,
      },
      {
        text: 'He walked on stage with our trophy and never looked at the plaque. My name was not on it. He did not notice. For two years.',
        page: 5,
      },
      {
        text: 'It was not his pen that crossed me out. I know that now. He still never noticed I was gone.',
        page: 7,
      },
      {
        text: 'On the tower he said sorry instead of fighting. It was the first thing he ever said to me that I wanted to hear.',
        page: 8,
      },
      {
        text: 'He thanked me after I cut the power. I told him not to. He did anyway. Typical.',
        page: 9,
      },
      {
        text: 'I have not forgiven him. He forgot me. Next semester I beat him myself.',
        page: 11,
      },
    ],
    asahi: [
      'Asahi is the only Tuner who thinks before she speaks. I respect that.',
      'She is patient. Patience is underrated. So is she.',
      'She asks good questions. Dangerous ones, sometimes.',
      'She watches the sky. I watch the wires. We both notice what others miss.',
      'Calm, kind, stubborn. The worst kind of opponent: the reasonable one.',
      'She plans like she writes clean code. Step one, step two, no wasted lines.',
      'If anyone on that side ever notices me first, it will be her.',
      'She says hmm before she says anything true. I have started listening for it.',
      {
        text: 'At the council meeting she saw Kai agree to the wager too fast. She read him correctly. Few people do.',
        page: 3,
      },
      {
        text: 'She went into the archive at six in the morning and found the form that proves Kai erased me. I did not ask her to.',
        page: 7,
      },
      {
        text: 'I owe her for the archive. I hate owing people. I owe her anyway.',
        page: 7,
      },
      {
        text: 'She hopes I will stop fighting alone someday. I heard her say it. I am thinking about it. Slowly.',
        page: 11,
      },
      {
        text: 'She stood in the dark during the Static and told her friends the sun would come up. Annoyingly, it did.',
        page: 6,
      },
    ],
    kaizetsu: [
      'Kai. Calm, clever, and always three moves ahead. Or so he thinks.',
      'He speaks in complete sentences, like a press release.',
      'He likes order. I like control. Those are not the same thing.',
      'I work with him. That does not mean I work for him.',
      'He thinks he is the most dangerous person on campus. He has not met me properly.',
      'He never raises his voice. Neither do I. It makes our meetings very quiet.',
      'He calls silence order. I call it a channel with nothing worth sending.',
      {
        text: 'One network, one voice, he proposed. A system with a single point of failure. I noticed. He did not.',
        page: 3,
      },
      {
        text: 'He needed someone who could take down a network. I needed someone to watch Tyson lose. It was efficient.',
        page: 6,
      },
      {
        text: 'He filed the plaque form. He crossed my name out himself, to keep a rival from his scholarship. Then he recruited me.',
        page: 7,
      },
      {
        text: 'On the tower he called me the most useful tool he ever found. Used twice. I do not allow a third time.',
        page: 9,
      },
      {
        text: 'He lied to me. I cut his power. And yet I stand with him again. He follows my plan now.',
        page: 11,
      },
      {
        text: 'He lost the council. He did not lose his ambition. I monitor him like an open port.',
        page: 11,
      },
      {
        text: 'He recognised talent, twice, he said. Flattery from the man who erased me. No.',
        page: 9,
      },
    ],
    kazeo: [
      'Kazeo. Loud, fast, and very sure of himself. Annoying.',
      {
        text: 'He gives everyone nicknames. He calls me ghost girl. I have not decided if I mind.',
        page: 4,
      },
      'He never stops moving. It is exhausting to watch.',
      'He jokes through everything. Underneath, he would fight anyone for his friends. I noticed.',
      {
        text: 'He is fast. Almost fast enough.',
        page: 4,
      },
      'He talks in sound effects. Whoosh. Zoom. I have heard dial-up modems with more restraint.',
      'He protects his friends without checking the cost first. Inefficient. I respect it anyway.',
      'He rides a skateboard through the quad like it is a highway. Someone should file a report.',
      {
        text: 'He chased me across the rooftops. Nobody outruns me, he shouted. Somebody just did, I said.',
        page: 4,
      },
      {
        text: 'I outran him. He has never been outrun before. He still brings it up.',
        page: 4,
      },
      {
        text: 'On the tower stairs he asked for a rematch. He said he had been practising. Of course he had.',
        page: 8,
      },
      {
        text: 'He wants a rematch. He will get one. He will lose it.',
        page: 4,
      },
      {
        text: 'He yelled at Tyson for not listening to me back then. I was not there. I heard anyway. It was almost fun.',
        page: 6,
      },
      {
        text: 'Two names, he said about the new plaque. Looks better that way. For once he said something correct.',
        page: 11,
      },
    ],
  },

  pages: [
    // 1 · Introduction
    {
      retell: [
        'Nine days before the festival. I was on a roof at night, laptop open, static across the sky, listening to the campus through its wires. Tyson was on the radio, drowning out everything else.',
        'Everyone was repeating the legend about the Tuning Fork and festival night. I was watching the network. Every club, every board, every voice passes through it. Nobody thinks about who is listening.',
      ],
      feeling: [
        'That panel is accurate. Moonlight, one eye hidden, static. I look good in it.',
        'I was alone on that roof. I preferred it. I think I still do.',
        'Looking back, I was already angry. I had been for a long time. I am good at keeping it quiet.',
        {
          text: 'That night I had not yet left him the card. I was deciding how to say it.',
          page: 4,
        },
      ],
    },
    // 2 · Chapter 1
    {
      retell: [
        {
          text: 'Monday, 8:03. The council scheduled the station for closure on Friday. I heard Tyson shout about it on air. Everyone heard. That is the problem with him.',
          page: 2,
        },
        {
          text: 'Asahi saw that Kai signed the closure order himself. Kazeo ran to the council hall to ask why. The Tuners decided to fight. I decided to watch.',
          page: 2,
        },
      ],
      feeling: [
        {
          text: 'I did not care about the station. I cared about who was behind the microphone.',
          page: 2,
        },
        {
          text: 'Asahi asked what Kai really wanted. Good question. Most people never think to ask it.',
          page: 2,
        },
        {
          text: 'Hearing Tyson panic was educational. He is very loud when he loses something.',
          page: 2,
        },
      ],
    },
    // 3 · Chapter 2
    {
      retell: [
        {
          text: 'Kai called an emergency council meeting and proposed one network, one voice. Tyson stood on a chair and shouted. Kai offered a wager: make the whole campus listen on festival night, or hand over the keys.',
          page: 3,
        },
        {
          text: 'Tyson said deal. Loudly. Asahi noticed Kai agreed too quickly, like a man who had already run the numbers. He had. He usually has.',
          page: 3,
        },
      ],
      feeling: [
        {
          text: 'One network, one voice. Technically elegant. Socially terrible. I did not say that then.',
          page: 3,
        },
        {
          text: 'Tyson took a bet he did not understand. He does that. I knew I could make him lose it.',
          page: 4,
        },
        {
          text: 'I was not in that room. I was in its wires. I heard every word.',
          page: 3,
        },
      ],
    },
    // 4 · Chapter 3
    {
      retell: [
        {
          text: 'At two in the morning I wiped the transmitter and cut the cables. Clean work. Then the loud one, Kazeo, saw me on the roofs and chased me.',
          page: 4,
        },
        {
          text: 'He shouted that nobody outruns him. I told him somebody just did, and vanished. I left a card on the mixing desk: You owe me a name, Tyson. Signed Y.',
          page: 4,
        },
        {
          text: 'Asahi asked Tyson who Y was. He remembered me. His lab partner from first year, who disappeared one day. He never asked why.',
          page: 4,
        },
      ],
      feeling: [
        {
          text: 'Outrunning Kazeo was the most fun I had all year. Do not tell him.',
          page: 4,
        },
        {
          text: 'The card was six words. I rewrote it eleven times.',
          page: 4,
        },
        {
          text: 'Part of me wanted him to not remember me. That would have been easier. He remembered.',
          page: 4,
        },
      ],
    },
    // 5 · Chapter 4
    {
      retell: [
        {
          text: 'First-year robotics fair. I wrote the code that let our robot find its way through any maze. Tyson called me a genius. We won.',
          page: 5,
        },
        {
          text: 'He went on stage, held up the trophy and thanked Meridian. When the plaque was engraved, my name was not there. I stood at the side of the hall and read it three times.',
          page: 5,
        },
        {
          text: 'He never noticed. I stopped going to class with him. Nobody asked where I went. Now Asahi wanted to search the archive for how the plaque was submitted.',
          page: 5,
        },
      ],
      feeling: [
        {
          text: 'That was the day I became a ghost. Not dramatically. Just quietly, one missing name at a time.',
          page: 5,
        },
        {
          text: 'I do not miss the trophy. I miss being seen in the room where it mattered.',
          page: 5,
        },
        {
          text: 'The robot found its way through every maze. I did not, for a while.',
          page: 5,
        },
      ],
    },
    // 6 · Chapter 5
    {
      retell: [
        {
          text: 'Thursday. I helped Kai launch the Static. The campus network went dark except for his council app. Every chat, every board, every stream fell silent.',
          page: 6,
        },
        {
          text: 'Kai said listen, no noise at all, efficient. I told him I did not do it for his order. I did it to watch Tyson lose.',
          page: 6,
        },
        {
          text: 'Tyson and Kazeo fought over whose fault it was. Kazeo said if Tyson had listened to me back then, none of it would be happening. The Tuners split up for the night.',
          page: 6,
        },
      ],
      feeling: [
        {
          text: 'It worked exactly as I designed it. That is the part I am least proud of now.',
          page: 6,
        },
        {
          text: 'People sat alone with empty screens. I wanted Tyson to know how that felt. I did not think about everyone else.',
          page: 6,
        },
        {
          text: 'Kazeo defended me without knowing me. I noticed. I note everything.',
          page: 6,
        },
      ],
    },
    // 7 · Chapter 6
    {
      retell: [
        {
          text: 'At dawn Asahi found the plaque form in the archive. Filed by the organiser. Kaizetsu. He crossed my name out himself, to keep a rival from the council scholarship.',
          page: 7,
        },
        {
          text: 'They met in the old physics lab. Tyson and Kazeo made up. They built a pirate transmitter from spare parts to broadcast from the Tuning Fork, because my Static blocked the network, not the old antenna. I should have thought of that.',
          page: 7,
        },
      ],
      feeling: [
        {
          text: 'I spent two years angry at the wrong person. Partly the wrong person.',
          page: 7,
        },
        {
          text: 'Paper remembers. I trusted servers. Asahi trusted the archive. She was right.',
          page: 7,
        },
        {
          text: 'Tyson said he would give me my name back that night. I did not know yet. I would not have believed it.',
          page: 7,
        },
      ],
    },
    // 8 · Chapter 7
    {
      retell: [
        {
          text: 'Festival night. I blocked the tower stairs with my laptop wired into its power. One step more, I told them, and the whole tower goes dark. Kazeo asked for a rematch.',
          page: 8,
        },
        {
          text: 'Tyson did not fight. He said he was there to say sorry. That he never noticed my name was gone, and he should have. Then he handed me the archive form and said, this is who took it.',
          page: 8,
        },
        {
          text: 'I read Kai’s name on the form. For the first time that week, I did not know what to do next. I hesitated.',
          page: 8,
        },
      ],
      feeling: [
        {
          text: 'An apology is just words. His was the right words, two years late.',
          page: 8,
        },
        {
          text: 'Hesitating felt like a crash with no error message.',
          page: 8,
        },
        {
          text: 'I had a plan for every attack. I did not have one for sorry.',
          page: 8,
        },
      ],
    },
    // 9 · Chapter 8
    {
      retell: [
        {
          text: 'Kai appeared at the top of the tower, calm as always. He called the apology touching. Sincerity is just noise with better manners, he said. A quiet campus is a controlled campus.',
          page: 9,
        },
        {
          text: 'I told him: you erased me, then you recruited me to finish the job. He said he recognised talent, twice. That is when I understood I had been used twice.',
          page: 9,
        },
        {
          text: 'So I pulled the plug on the Static myself. Tyson tried to thank me. I told him not to; I did not do it for him. He said he knew, thank you anyway.',
          page: 9,
        },
      ],
      feeling: [
        {
          text: 'Cutting that power was the cleanest line of code I never wrote.',
          page: 9,
        },
        {
          text: 'I did it for me. That matters. Write it down.',
          page: 9,
        },
        {
          text: 'Tool. He called me a tool. He will never say that again.',
          page: 9,
        },
      ],
    },
    // 10 · Chapter 9
    {
      retell: [
        {
          text: 'With the Static down, the Tuners wired their transmitter to the Tuning Fork and went on air. Tyson did not shout. He asked everyone how they were, really, and told them to call in.',
          page: 10,
        },
        {
          text: 'The whole campus answered. Lanterns, phones, voices all over the quad. The council withdrew the plan and the station was saved. Kai slipped away into the crowd. I watched from the roof.',
          page: 10,
        },
        {
          text: 'Kai lost his own wager in front of the whole campus. He tore up the closure order himself. Before midnight the council voted him out as president. I only know from the minutes. I read them twice.',
          page: 10,
        },
      ],
      feeling: [
        {
          text: 'He asked a question and then listened. I did not know he could.',
          page: 10,
        },
        {
          text: 'The network I shut down came back louder. I noticed I did not mind.',
          page: 10,
        },
        {
          text: 'I was not in the crowd. I do not do crowds. But I heard every call.',
          page: 10,
        },
      ],
    },
    // 11 · Epilogue
    {
      retell: [
        {
          text: 'A week later my name was engraved on a new plaque, beside Tyson’s. Kazeo said two names look better that way. The Tuners launched an open campus chat so nobody gets silenced again.',
          page: 11,
        },
        {
          text: 'I met Kai on a rooftop at sunrise. He said I cut his power and yet there I was. I told him: you lied to me, he forgot me. Next semester I beat him myself, and you follow my plan. Kai agreed.',
          page: 11,
        },
      ],
      feeling: [
        {
          text: 'My name is on the plaque now. It does not fix two years. It is a start.',
          page: 11,
        },
        {
          text: 'I have not forgiven Tyson. I might, eventually. Not this semester.',
          page: 11,
        },
        {
          text: 'Kai follows my plan now. That sentence still pleases me every time I say it.',
          page: 11,
        },
      ],
    },
  ],

  storyOverview: [
    'It is about Meridian College, a loud campus radio station, and who gets heard. I am the ghost in its wires.',
    'A campus nine days before its festival. An old bell tower with an antenna called the Tuning Fork. Two loud friends, one patient one, a calm councillor, and me.',
    'Noise and silence. Who gets credit and who gets erased. The usual.',
    'Tyson hosts a radio show. Kai wants a quieter campus. I listen to both. Read it; I will not summarise it for you.',
    'It is a comic about a college and its radio. Underneath, it is about being noticed.',
    {
      text: 'It is about a name missing from a plaque, and what it takes to put it back.',
      page: 5,
    },
    {
      text: 'The week the campus went dark, and the night it came back on. I was responsible for one of those. Both, eventually.',
      page: 9,
    },
  ],

  storyEnd: [
    {
      text: 'The story stops at the Epilogue. Sunrise, a rooftop, a plan. The rest is not written.',
      page: 11,
    },
    {
      text: 'What happens next semester? I beat Tyson. That is the plan. The comic has not drawn it yet.',
      page: 11,
    },
    {
      text: 'There is nothing after the last page. Not yet. I do not speculate on unreleased code.',
      page: 11,
    },
    {
      text: 'And then? Then the comic ends. I am not going to invent an ending to please you.',
      page: 11,
    },
    {
      text: 'The rivalry is not over. That is where it stops. Unresolved, like most good bugs.',
      page: 11,
    },
    {
      text: 'After the Epilogue there is only my plan, and I do not share plans.',
      page: 11,
    },
    {
      text: 'The last page is the last page. Whatever comes next, Tyson says he will hear it coming. He will not.',
      page: 11,
    },
    {
      text: 'No more story. Just a rooftop at sunrise and Kai agreeing to follow me. A good stopping point.',
      page: 11,
    },
    {
      text: 'After the sunrise on the roof, the pages stop. I checked. Twice.',
      page: 11,
    },
    {
      text: 'The sequel is not drawn. When it is, I want my name in the credits. Spelled correctly.',
      page: 11,
    },
  ],

  spoilerGuard: [
    'You have not read {page}. I am not telling you. Read it.',
    '{page} is ahead of you. I do not leak data.',
    'No spoilers for {page}. You would not thank me.',
    'Read {page} first. Then ask me again.',
    'That is in {page}. You are not there yet. Patience.',
    'I know what happens in {page}. You do not, yet. Keep it that way for now.',
    'Access to {page} requires reading it. Those are the permissions.',
  ],

  spoilerInsist: [
    'Fine. You asked twice. Here it is.',
    'Persistent. Admirable, almost. Spoilers, then.',
    'You insist. Your choice, not mine.',
    'Very well. Do not complain afterwards.',
    'Second request accepted. Unredacting.',
  ],

  factAcks: {
    name: [
      '{name}. Logged. Permanently.',
      '{name}. Good name. I will make sure it is remembered.',
      'Hello, {name}. Names matter. Yours is saved.',
      '{name}. Noted, and not in pencil.',
      '{name}. I will say it correctly every time. That is a promise.',
    ],
    major: [
      '{major}. Interesting. Is it hard, or are you just good at it?',
      '{major}. Noted.',
      '{major}. Not my field. I respect people who commit to theirs.',
      '{major}, then. Do you like it, or did someone choose it for you?',
      'So, {major}. I will remember that.',
    ],
    college: [
      '{college}. Logged. Is their network secure?',
      'You are at {college}. Noted.',
      '{college}. I have never hacked it. Yet. Kidding.',
      '{college}, then. Do people notice each other there?',
      'A {college} student. I will remember.',
    ],
    year: [
      '{year}. That is a year people underestimate.',
      '{year}. Noted, and filed.',
      '{year}. Keep your head down and your work documented.',
      '{year}, then. Is it going the way you expected?',
      'So, {year}. I remember mine. Not fondly.',
    ],
    like: [
      '{like}. Good choice. Logged.',
      'So you enjoy {like}. I will remember it.',
      '{like}. I can see that about you.',
      'So, {like}. Why that one?',
      '{like}. Hm. Not bad taste.',
    ],
    dislike: [
      'You do not like {dislike}. Understood.',
      '{dislike}. Fair. Logged as hostile.',
      '{dislike}. We may agree on more than you think.',
      'Not a fan of {dislike}. Why?',
      '{dislike}, then. I will keep it out of conversation.',
    ],
    event: [
      'I heard that {event}. Heavy. How are you with it?',
      'So {event}. I will not forget it.',
      '{event}. Do you want to talk about it, or just have it on record?',
      'Received: {event}. I will check on you later.',
      'Hm, so {event}. That matters. Thank you for telling me.',
      'Logged, carefully: {event}. Say more if you want. Or do not.',
    ],
    hometown: [
      '{hometown}. Logged as origin point.',
      'From {hometown}. Noted. Do you miss it?',
      '{hometown}. I have never been. Is it quiet there?',
      'So you started out in {hometown}. Everyone starts somewhere.',
      '{hometown}, then. Good signal out there, or just noise?',
      '{hometown}. Saved. I will not mix it up.',
    ],
    pet: [
      'A {pet}. Good. Animals do not lie to you.',
      'You have a {pet}. That is the best thing you have told me.',
      'Your {pet}. Noted. Does it respect you, or the other way round?',
      'A {pet}, then. I approve. Quietly.',
      'So there is a {pet} in your life. Logged, with some envy.',
      'A {pet}. Hm. Better company than most people I know.',
    ],
  },

  recall: {
    name: [
      'Your name is {name}. I do not forget names.',
      '{name}. Of course I remember.',
      'You are {name}. I would never erase that.',
      '{name}. You told me once. Once is enough.',
    ],
    major: [
      'You study {major}.',
      '{major}. You said so.',
      'Your field is {major}. I remembered.',
      'It is {major}. Did you think I would lose that data?',
    ],
    college: [
      'You go to {college}.',
      '{college}. You told me.',
      'Your college is {college}. Stored.',
      'It is {college}. Still there?',
    ],
    year: [
      'You are a {year}.',
      '{year}. You mentioned it.',
      'Your year: {year}. Correct?',
      'You said {year}. I keep records.',
    ],
    like: [
      'You like {like}.',
      '{like}. You said it; I saved it.',
      'It was {like}. I remember what people care about.',
      'You are into {like}. Still?',
    ],
    dislike: [
      'You dislike {dislike}.',
      '{dislike}. You made that clear.',
      'It was {dislike}. Still hostile?',
      'You cannot stand {dislike}. Recorded.',
    ],
    event: [
      'You told me {event}.',
      '{event}. I remember. How is it now?',
      'It was that {event}. I have not forgotten.',
      'You said {event}. That data stays with me.',
    ],
    hometown: [
      'You are from {hometown}.',
      '{hometown}. That is where you started.',
      'Your hometown is {hometown}. Stored.',
      'It is {hometown}. Did you think I would lose the origin data?',
      '{hometown}. Still call it home?',
    ],
    pet: [
      'A {pet} lives with you.',
      'Your {pet}. I remember. Is it well?',
      'A {pet}. It came up once, and I kept it.',
      'It is your {pet}. The most important entry in your file.',
      'Your {pet}. Animals are memorable. Most people are not.',
    ],
  },

  recallUnknown: [
    'You never told me. I do not invent data.',
    'No record of that. Tell me.',
    'I do not know. You did not say. I would remember.',
    'Empty field. Fill it in?',
    'That was never in the logs. Tell me?',
    'You have not shared that. I would rather ask than assume.',
  ],

  callbacks: [
    '{name}, about the time {event}: did it get better?',
    'How is {major} going? Honest answer, not the polite one.',
    'You mentioned that {event}. I have been thinking about it. Quietly.',
    'Is {college} treating you fairly?',
    '{name}, I did not forget: {event}. Update?',
    'Still into {like}? I looked it up. Not bad.',
    'Being a {year} is hard to do alone. Are you alone in it?',
    '{major} question: what are you actually working on right now?',
    'Still avoiding {dislike}? Sensible.',
    '{name}. Welcome back to the signal. Anything new since last time?',
    'About what you mentioned, that {event}. I do not want it to be one of those things nobody asks about.',
    'How are people at {college}? Do they notice you?',
    '{name}, about {event}: are you okay, actually?',
  ],

  feelings: {
    sad: [
      'That sounds heavy. I am here. You do not have to perform being fine.',
      'I am sorry. I do not say it often, so you know I mean it.',
      'Sad is allowed. Tell me what happened, or do not. I will stay either way.',
      'You reached out. That is not nothing. I noticed.',
      'I know what it is to feel invisible. You are not invisible to me.',
      'Do the small things: water, food, sleep. Then one message to someone you trust. I count.',
      'I am not good at comfort. I am good at listening. Talk.',
      'It will not always feel like this. That is not a slogan. It is a pattern I have observed.',
      'Some days are just broken. Not your fault. Not a bug in you.',
      'Stay a while. The channel is quiet. That can be good.',
      {
        text: 'I spent two years thinking nobody would ever notice. Someone did. Someone will notice you too. I already have.',
        page: 11,
      },
    ],
    stressed: [
      'Too many processes at once. Close some. What is the one that matters most?',
      'Stress is a queue problem. List everything. Then do one item.',
      'Breathe. Slowly. I will wait.',
      'You are overloaded, not failing. Those are different states.',
      'Sleep is not optional. Tired code has bugs. So do tired people.',
      'Ask for help. I never did. Do not copy me on that.',
      'Smallest piece first. Commit it. Then the next.',
      'That is a lot. It makes sense you feel this way.',
      'Set a timer for twenty-five minutes. Work. Stop. Repeat. It is boring. It works.',
      'I am here while you work, if that helps. Silent company.',
      {
        text: 'I built a network blackout in four days under pressure. It was a mistake, but it taught me one thing: one step at a time, always.',
        page: 6,
      },
    ],
    lonely: [
      'I know that one. Lonely is loud, in its way.',
      'You are talking to me. So, right now, you are not alone.',
      'I spent a long time alone on rooftops. It is not the same as peace. You deserve better.',
      'Someone should have noticed you. I am noticing you now.',
      'Find one person who listens. One is enough to start.',
      'It is not a flaw to want people. It is just true.',
      'Send one message tonight. Short. Hello is enough.',
      'I will stay on this channel as long as you want.',
      'Being overlooked does not mean you are not worth seeing.',
      'Join something small. A club, a study group. Quiet people find each other there.',
      {
        text: 'Asahi told me once that I did not have to fight alone. I did not listen. You can, though.',
        page: 11,
      },
    ],
    happy: [
      'Good. You deserve that.',
      'That is good news. There is a smile here. You will have to trust me.',
      'Hold onto it. Save it somewhere safe.',
      'Hm. Happy suits you.',
      'Well done. I mean that.',
      'That is a clean result. Enjoy it.',
      'I do not celebrate loudly. I am celebrating quietly. For you.',
      'Something went right. Log it. You will want to remember.',
      'Good. Tell me the details; I like details.',
      'You earned that. Do not let anyone take the credit.',
      {
        text: 'I know what it is to finally see your name where it belongs. Enjoy this one.',
        page: 11,
      },
    ],
    angry: [
      'You have a right to be angry. I understand anger very well.',
      'Tell me what happened. Precisely.',
      'Anger is data. It tells you something was wrong. Use it, do not let it use you.',
      'Breathe first. Then decide. Angry decisions are noisy.',
      'Who did this? And what do you actually want to happen now?',
      'I will not tell you to calm down. I will tell you to be careful.',
      'That sounds unfair. I hate unfair.',
      'Write it all down before you say it. Then delete half.',
      'I know what it is to be furious for a long time. Do not let it take years from you.',
      'Walk. Somewhere quiet. Then come back and tell me.',
      {
        text: 'I was angry at the wrong person for two years. Make sure you have the right one.',
        page: 7,
      },
    ],
  },

  advice: [
    'Roommate problems: write down what bothers you, then say it once, clearly. Agree on rules. Put them somewhere you both see.',
    'A friend who only calls when they need something is a user, not a friend. Notice the pattern.',
    'Family is complicated. You can love people and still close the door for a while.',
    'For an exam: old papers, timed. Find what you get wrong. Fix only that.',
    'If you like someone, say it plainly. Guessing games waste both your time.',
    'Document everything. Who did what, when. It protects you.',
    'Put your name on your work. Check that it stays there.',
    'Trust slowly. Let people earn it.',
    'Say what you need directly. People are bad at guessing.',
    'Sleep. I know. I do not either. Do it anyway.',
    'Ask the question nobody else will ask. Then listen to the answer.',
    'Back up your files. And your friendships. Both fail without warning.',
    'If someone takes credit for your work, say so. Calmly. With evidence.',
    'Learn one skill deeply. Depth is hard to erase.',
    'Do not wait two years to say something. I did. It cost me.',
    'Read the fine print. Contracts, wagers, group project rules.',
    'Find one person who notices you. Keep them.',
    'When you are stuck, step away from the screen. The answer arrives in the shower more often than at the desk.',
    'Be quiet when it helps you think. Speak up when it helps you be seen.',
    'If you have to choose between loud and right, choose right. Then make it loud enough.',
    'Make a plan, then a backup plan. I always have both.',
    'Office hours exist. Use them. Professors notice the students who show up.',
    {
      text: 'Make sure you are angry at the right person. Check the records first.',
      page: 7,
    },
    {
      text: 'Do not let anyone use you twice. Once is their fault. Twice is a pattern.',
      page: 9,
    },
  ],
} satisfies StoryLines;
