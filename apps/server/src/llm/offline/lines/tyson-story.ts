import type { StoryLines } from './types.ts';

/**
 * The story as Tyson lived it, what he thinks of everyone, and how he looks after the student he
 * is talking to: remembers what they said, shows up for their feelings, gives straight advice.
 */
export const tysonStory = {
  opinions: {
    tyson: [
      "Me? I'm loud, I'm loyal, and I don't quit. The listening part is a work in progress.",
      "I rush in first and think second. Asahi says that's my superpower and my biggest bug.",
      "I'd run through a wall for my friends. I might also run through a wall by accident.",
      "Honestly, I'm a guy who wants people to be able to count on him. Some days I nail it.",
      "I'm better at talking than listening. I know. I'm fixing it.",
      "Engineering student, radio nerd, terrible at sitting still. That's the whole package.",
      "I admit when I'm wrong. Loudly. It's the only way I know how to do anything.",
      {
        text: 'I used to think being the loudest voice meant I was doing it right. Turns out I missed the person standing right next to me.',
        page: 5,
      },
      {
        text: 'Festival night taught me the best thing I can do with a microphone is ask a question and shut up for a second.',
        page: 10,
      },
      'Second-year, engineering, and the guy who says good morning to the whole campus before most people are awake.',
      {
        text: "I'm the guy who stood on a chair and yelled at a council meeting. I'm also the guy who said sorry on a bell tower. Growth, dude.",
        page: 8,
      },
    ],
    yurei: [
      "Yūrei? The ghost in the wires. Nobody sees her coming, and that's kind of the point.",
      "She's brilliant. Like, scary brilliant. The kind of coder who makes a computer look slow.",
      "Yūrei doesn't talk much. When she does, you'd better be listening.",
      "She's proud, she's quiet, and she doesn't trust easily. I don't blame her.",
      {
        text: 'We shared a workbench and a bag of pretzels all first year. She never said much, but what she said was always right.',
        page: 4,
      },
      {
        text: 'She was my lab partner in first year. Then one day she just stopped showing up, and I never asked why.',
        page: 4,
      },
      {
        text: 'That card she left on the desk, in her handwriting. I knew who Y was before Asahi finished asking.',
        page: 4,
      },
      {
        text: "Her code won us the robotics fair. I took the trophy on stage, and her name wasn't on the plaque. Biggest regret of my life.",
        page: 5,
      },
      {
        text: 'I never even looked at that plaque. She had every reason to be furious with me.',
        page: 5,
      },
      {
        text: "She wired the campus dark with Kai. I was angry, sure. But mostly I was sad I'd given her a reason.",
        page: 6,
      },
      {
        text: "Kai took her name off the form, not me. But I stood on that stage and didn't notice she was missing. Both things are true.",
        page: 7,
      },
      {
        text: "On the tower she could have shut everything down. She pulled the plug on Kai's Static instead. For herself, not me. I get it.",
        page: 9,
      },
      {
        text: "Her name's on a new plaque beside mine now. Two names. Looks better that way, like Kazeo said.",
        page: 11,
      },
      {
        text: "She hasn't forgiven me, and she says she'll beat me herself next semester. Honestly? Fair. I'll be ready.",
        page: 11,
      },
    ],
    asahi: [
      "Asahi's my best friend and the brains of the Tuners. I trust her plans even when I don't get them.",
      "She stays up for every sunrise. I've tried. I fell asleep by two.",
      "Asahi's calm when I'm freaking out. It's like she has a volume knob I don't have.",
      "She tells me when I'm wrong. Every time. It's annoying and it's the best thing about her.",
      'If Asahi says step one, I do step one. I learned that lesson the fun way and the hard way.',
      "She reads archives for fun. Archives! She's a different kind of superhero.",
      "Asahi's gentle, until someone gets treated unfairly. Then she turns into a mountain.",
      "She's my sister in everything but blood. Don't tell her I said that. She'll cry. Then I'll cry.",
      'She asks the question nobody else thought of. Every time.',
      'Asahi plans like she reads the stars. Step one, step two, step three, and somehow it all lines up.',
      {
        text: 'She saw the problem in the council meeting before anybody else did. He agreed too fast, she said. She was right.',
        page: 3,
      },
      {
        text: 'On the worst night, when everything went dark, her sunrise line kept playing in my head. I held onto that.',
        page: 6,
      },
      {
        text: "She found the proof in the archive at six in the morning, while the rest of us were still sulking. Without her, I'd never have known who took Yūrei's name.",
        page: 7,
      },
      {
        text: 'She launched the open campus chat with us. Everyone gets a voice, she said, and she meant it.',
        page: 11,
      },
    ],
    kaizetsu: [
      "Kai? Calmest guy in any room, and that's what makes him scary.",
      "He's smart. Like, top-of-every-class smart. I just wish he used it for people instead of on them.",
      'Kai wants the campus quiet and obedient. I want it loud and free. We were never gonna be friends.',
      'He never raises his voice. I always raise mine. Guess who looks worse at meetings.',
      'The most dangerous thing about Kai is how reasonable he sounds.',
      'He looks at a crowd of people and sees noise. I look at the same crowd and see a show.',
      {
        text: 'He signed the order to shut down the station himself. With a nice pen, probably.',
        page: 2,
      },
      {
        text: "He offered me a wager in front of everyone and smiled like he'd already won. I said deal anyway, right to his face.",
        page: 3,
      },
      {
        text: 'He switched off the whole campus network and called it efficient. Efficient! People were sitting alone staring at blank phones.',
        page: 6,
      },
      {
        text: "He's the one who crossed Yūrei's name off that form. Then he recruited her. That's cold, man.",
        page: 7,
      },
      {
        text: "He lost the council after the festival, but he didn't lose his ambition. He's planning something. I can feel it.",
        page: 11,
      },
      {
        text: "When the calls came in on festival night, Kai didn't stay to watch. By the time I looked for him, he was gone into the crowd.",
        page: 10,
      },
      'He talks like a textbook and smiles like he already knows the ending. Drives me nuts.',
      "Kai looks at a campus like it's a machine. I'm an engineer, dude, and even I know people aren't machines.",
      {
        text: 'He called what I said on the tower noise with better manners. Nah, man. It was just the truth.',
        page: 9,
      },
    ],
    kazeo: [
      "Kazeo's my fastest friend and my favourite troublemaker. Always has my back.",
      'That guy runs like the wind and talks even faster.',
      "We argue about everything. Pizza toppings, music, who's fastest. He is. I hate it.",
      'Kazeo makes every bad day about thirty percent better just by showing up.',
      'If I need something across campus in a minute, Kazeo does it in thirty seconds.',
      "He jokes through everything, but hurt one of his friends and you'll see a whole other Kazeo.",
      "He's my rival in everything and my best buddy in everything else.",
      "Early is just fast with manners. That's a Kazeo original. He's weirdly wise sometimes.",
      {
        text: "He chased a ghost across the rooftops for us and got outrun for the first time ever. He's still not over it.",
        page: 4,
      },
      {
        text: "We had a huge fight during the blackout. He said if I'd listened to her back then, none of it would've happened. He was right.",
        page: 6,
      },
      {
        text: 'We made up in the old physics lab. I told him he was right, he asked if we were good, I said loud and clear. Best conversation of the year.',
        page: 7,
      },
      {
        text: 'He wired the transmitter faster than anyone in history. His words. Probably true.',
        page: 10,
      },
      "Kazeo gives everybody a nickname. Mine changes every week. Right now it's Volume Knob, I think.",
      "If I'm the loud one, he's the fast one. Between us, nobody on this campus gets any peace.",
      {
        text: "He still wants his rematch with Yūrei. He asked her for one on the tower steps, in the middle of everything. That's Kazeo.",
        page: 8,
      },
    ],
  },

  pages: [
    // 1 · Introduction
    {
      retell: [
        "Nine days before the Founders' Festival, I was in the booth yelling good morning to the whole campus like always. Asahi told me I was forty seconds early. Kazeo said early is just fast with manners. Just a normal morning on 88.1.",
        'The autumn term had just started and everybody was talking about the festival and the old legend: ring the Tuning Fork on festival night and you set the tone for the year. I just wanted to play good music and wake people up.',
        "Studio 88.1, the ON AIR sign glowing red, my two best friends next to me. That's how it all started. I had no idea who else was listening.",
      ],
      feeling: [
        'I miss how simple that morning was. Just us, a mic, and too much coffee.',
        "When I look back at it, I was so loud I couldn't hear anything else. Including a ghost in the wires.",
        "That panel of the three of us in the booth? That's my favourite picture of my life.",
        'Kai was watching from across the quad the whole time. Kind of creepy, looking back.',
      ],
    },
    // 2 · Chapter 1
    {
      retell: [
        {
          text: 'Monday, 8:03. Asahi leans over and tells me the council is shutting down the station on Friday. I yelled WHAT on air. Probably the whole campus heard me.',
          page: 2,
        },
        {
          text: "Asahi saw the closure order was signed by Kai himself, and she said he never signs anything he hasn't planned for months. Kazeo was already gone, sprinting to the council hall before we could stop him.",
          page: 2,
        },
        {
          text: "So I said it: then we fight for it. Every student on this campus deserves to be heard. Asahi said then we need a plan. That's pretty much how the Tuners work.",
          page: 2,
        },
      ],
      feeling: [
        {
          text: "My stomach dropped when I heard about the closure. 88.1 isn't just a station. It's where this campus talks to itself.",
          page: 2,
        },
        {
          text: "I was so angry. But I'm proud we decided to fight in about five seconds flat.",
          page: 2,
        },
        {
          text: "Asahi asking what Kai really wants instead of yelling about it? That's why she's the brains.",
          page: 2,
        },
      ],
    },
    // 3 · Chapter 2
    {
      retell: [
        {
          text: 'Kai called an emergency meeting and stood under that purple banner talking about forty clubs, twelve boards, one radio that never stops shouting. He wanted one network, one voice. His.',
          page: 3,
        },
        {
          text: 'I stood up on a chair and yelled, one voice, yours, you mean! Kazeo told me it was a chair, not a stage. Then Kai offered a wager: make the whole campus listen on festival night and the station stays. Fail, and I hand over the keys.',
          page: 3,
        },
        {
          text: "I said deal, loud and clear, right there in front of everybody. Asahi was in the back thinking he'd agreed way too fast. She was right, as usual.",
          page: 3,
        },
      ],
      feeling: [
        {
          text: "I'd take that wager again. But I'd read the fine print first. Meaning I'd ask Asahi.",
          page: 3,
        },
        {
          text: 'Standing on that chair felt awesome for about four seconds. Then it just felt like standing on a chair.',
          page: 3,
        },
        {
          text: "Kai's plan made me furious. Replace every club and show with one council network? That's not order. That's a mute button.",
          page: 3,
        },
      ],
    },
    // 4 · Chapter 3
    {
      retell: [
        {
          text: "Two in the morning, I'm in the booth and everything's dead. Somebody wiped the transmitter and cut the cables. Static over everything. I just stood there.",
          page: 4,
        },
        {
          text: 'Kazeo saw somebody on the roofs and chased her across the whole campus. And she outran him. Kazeo. Outran. Then she just vanished.',
          page: 4,
        },
        {
          text: 'On the mixing desk there was a card: You owe me a name, Tyson. Signed Y. Asahi asked if I knew who that was. I did. Yūrei, my lab partner from first year, who disappeared one day.',
          page: 4,
        },
      ],
      feeling: [
        {
          text: 'Seeing the booth wrecked felt like somebody punched the campus in the gut.',
          page: 4,
        },
        {
          text: "That note hit harder than the sabotage. You owe me a name. I didn't even understand it yet, and it still hurt.",
          page: 4,
        },
        {
          text: 'Kazeo getting outrun was kind of funny. Later. Way later.',
          page: 4,
        },
      ],
    },
    // 5 · Chapter 4
    {
      retell: [
        {
          text: 'First-year robotics fair. Yūrei wrote the code that made our little robot find its way through any maze. I told her she was a genius, and I meant it.',
          page: 5,
        },
        {
          text: "We won. I ran up on stage, grabbed the trophy and yelled thank you, Meridian. When they engraved the plaque, her name wasn't on it. And I never noticed. Not once.",
          page: 5,
        },
        {
          text: "Back in the booth, I told Asahi I never looked at the plaque and never asked where Yūrei went. Asahi said the archive keeps every form, so we'd find out who engraved it.",
          page: 5,
        },
      ],
      feeling: [
        {
          text: 'That chapter is hard for me to look at. I was having the best day of my life while my friend was having one of her worst.',
          page: 5,
        },
        {
          text: "Not noticing isn't the same as not caring. But it can hurt just as much. I learned that here.",
          page: 5,
        },
        {
          text: "If I could go back, I'd pull her up on that stage with me. Every single time.",
          page: 5,
        },
      ],
    },
    // 6 · Chapter 5
    {
      retell: [
        {
          text: "Thursday, Kai launched the Static. With Yūrei's help, the campus network went dark except for his council app. Every chat, every board, every stream, gone.",
          page: 6,
        },
        {
          text: "People just drifted around the quad staring at empty screens. Kazeo and I started yelling about whose fault it was. He said if I'd listened to her back then, none of this would be happening.",
          page: 6,
        },
        {
          text: "We split up for the night, and I walked home with nothing but static in my head. Lowest point of my life. Asahi always says every night ends in a sunrise. That night I didn't believe her.",
          page: 6,
        },
      ],
      feeling: [
        {
          text: 'The silence was the worst part. A whole campus and nobody could reach anybody.',
          page: 6,
        },
        {
          text: "Fighting with Kazeo felt worse than the Static itself. He's my guy.",
          page: 6,
        },
        {
          text: "I still think about Asahi's sunrise line on bad nights. It works. Try it.",
          page: 6,
        },
      ],
    },
    // 7 · Chapter 6
    {
      retell: [
        {
          text: "At six in the morning Asahi found it in the archive: the plaque form from the robotics fair, filed by the organiser. Kai. He crossed Yūrei's name out himself, to keep a rival away from the council scholarship.",
          page: 7,
        },
        {
          text: "She got us all to the old physics lab. I told Kazeo he was right and I should've noticed. He said he should've yelled at Kai, not me. We good? Loud and clear.",
          page: 7,
        },
        {
          text: "Asahi figured the Static blocked the network, not the old antenna. So we built a pirate transmitter out of spare parts to broadcast from the Tuning Fork. I promised that night I'd give Yūrei her name back.",
          page: 7,
        },
      ],
      feeling: [
        {
          text: 'Making up with Kazeo in that lab was like getting my own voice back.',
          page: 7,
        },
        {
          text: "Finding out it was Kai who took her name made me angry. But it didn't let me off the hook for not noticing.",
          page: 7,
        },
        {
          text: 'That morning is when I stopped feeling like we were losing. Sunrise, just like Asahi said.',
          page: 7,
        },
      ],
    },
    // 8 · Chapter 7
    {
      retell: [
        {
          text: "Festival night. We climbed the bell tower with the transmitter, and Yūrei was blocking the stairs, laptop wired into the tower's power. One step more, she said, and the whole tower goes dark.",
          page: 8,
        },
        {
          text: "Kazeo asked her for a rematch, because of course he did. I didn't fight. I told her I wasn't there to fight, I was there to say sorry, that I never noticed her name was gone and I should have.",
          page: 8,
        },
        {
          text: 'Then I handed her the archive form and said, and this is who took it. For the first time ever, she hesitated.',
          page: 8,
        },
      ],
      feeling: [
        {
          text: 'Apologising to her was scarier than any wager. And more important than winning.',
          page: 8,
        },
        {
          text: "I didn't know if it would work. I just knew it was true, and she deserved to hear it.",
          page: 8,
        },
        {
          text: 'Every time I read that page I want to tell my first-year self to look at the plaque, dude. Just look.',
          page: 8,
        },
      ],
    },
    // 9 · Chapter 8
    {
      retell: [
        {
          text: "Kai showed up at the top of the tower like he'd been waiting. He called my apology touching, said sincerity was just noise with better manners, and that a quiet campus is a controlled campus.",
          page: 9,
        },
        {
          text: "Yūrei told him he erased her and then recruited her to finish the job. He said he recognised talent, twice. That's when she figured out she'd been used twice.",
          page: 9,
        },
        {
          text: "She pulled the plug on the Static herself. Then she told me not to thank her, that she didn't do it for me. I said I know, thank you anyway.",
          page: 9,
        },
      ],
      feeling: [
        {
          text: "Watching Kai call her a tool made me so mad I couldn't speak. Which, for me, is a medical event.",
          page: 9,
        },
        {
          text: "She saved the night for herself, and she was right to. I'm still grateful.",
          page: 9,
        },
        {
          text: 'That moment when the power cut and the lights went down? Chills. Every time.',
          page: 9,
        },
      ],
    },
    // 10 · Chapter 9
    {
      retell: [
        {
          text: "With the Static down, we wired the transmitter to the Tuning Fork. Kazeo yelled fastest wiring job in history, Asahi said 88.1, we're live, and I had the mic.",
          page: 10,
        },
        {
          text: "And I didn't shout. For once. I said no speeches tonight, just one question: how are you, really? Call in, we're listening. And the whole campus answered. Lanterns, phones, voices everywhere.",
          page: 10,
        },
        {
          text: "The council withdrew the plan and the station was saved. Kai didn't argue and didn't make a speech. He just slipped away into the crowd.",
          page: 10,
        },
        {
          text: "Kai lost his own wager in front of everyone. He tore the closure order in two, said a wager is a wager, and the station stayed. Before midnight the council read Asahi's archive form and voted him out as president.",
          page: 10,
        },
      ],
      feeling: [
        {
          text: 'Best night of my life. Not because we won. Because everybody finally got to talk.',
          page: 10,
        },
        {
          text: 'I learned more from asking one question than from every speech I ever yelled.',
          page: 10,
        },
        {
          text: 'When the calls started coming in, I almost cried on air. Okay, I did cry on air. A little.',
          page: 10,
        },
        {
          text: "Kai got voted out the same night he lost the wager. I thought I'd cheer. Mostly I was just glad nobody could erase a name like that again.",
          page: 10,
        },
      ],
    },
    // 11 · Epilogue
    {
      retell: [
        {
          text: "A week later the station was back on air, and Yūrei's name was engraved on a new plaque beside mine. Kazeo said two names looks better that way. He's right.",
          page: 11,
        },
        {
          text: "We launched the open campus chat the same day, so nobody can get silenced again. Asahi said everyone gets a voice. Up on the roof at sunrise, I said whatever comes next, we'll hear it coming.",
          page: 11,
        },
        {
          text: "Kai lost the council but not his ambition, and Yūrei's teaming up with him next semester, on her terms, to beat me herself. She still hasn't forgiven me. The rivalry's far from over.",
          page: 11,
        },
      ],
      feeling: [
        {
          text: 'Seeing her name on that plaque finally felt right. Late, but right.',
          page: 11,
        },
        {
          text: "I'm not scared of next semester. I'm kind of excited, honestly.",
          page: 11,
        },
        {
          text: "It's not a happy ending, exactly. It's a loud middle. I'm good with that.",
          page: 11,
        },
      ],
    },
  ],

  storyOverview: [
    "It's about Meridian College, the campus radio station 88.1, and three friends who think everybody deserves to be heard. That's us, the Tuners.",
    "It starts nine days before the Founders' Festival. There's an old bell tower with an antenna called the Tuning Fork, and a legend about ringing it on festival night.",
    "Short version: me, Asahi and Kazeo run the morning show, a guy named Kai watches from the council hall, and there's a ghost in the campus network. Read it, dude!",
    "It's a story about noise and silence, and about who gets to talk. And about me learning to shut up once in a while.",
    "Friendship, radio, a mysterious hacker and a very calm council guy. It's a comic, so there's lots of yelling. Mostly me.",
    'A loud guy with a microphone, his two best friends, and a campus about to get way more interesting. The loud guy is me, obviously.',
    {
      text: "It's about us fighting for 88.1 when the council tries to close it, and about a name I should've noticed was missing.",
      page: 5,
    },
    {
      text: "It's the week the campus went dark and then lit up again because everybody answered one question. I still get chills.",
      page: 10,
    },
  ],

  storyEnd: [
    {
      text: "That's where the story stops for now. Station's on air, the rivalry's on, and we'll hear whatever comes next coming.",
      page: 11,
    },
    {
      text: "What happens next? Honestly, I don't know yet. The comic ends with the Epilogue, and the rest hasn't been written.",
      page: 11,
    },
    {
      text: "After the Epilogue, it's a blank page. Kai's scheming, Yūrei's got a plan, and I've got a microphone. That's all I know.",
      page: 11,
    },
    {
      text: "Next semester is a mystery, even to me. I'd tell you if I knew, dude, you know I can't keep a secret.",
      page: 11,
    },
    {
      text: "The story ends with two names on a plaque and a rivalry that's not done. Anything past that, I'd be making up.",
      page: 11,
    },
    {
      text: "And then? Then nothing yet. That's the last page. We're all waiting for the next one, me included.",
      page: 11,
    },
    {
      text: "There's no more after the Epilogue. But if there were, I bet it would be loud.",
      page: 11,
    },
    {
      text: "That's the end of what's been drawn. I'm not gonna invent the rest and spoil it for both of us.",
      page: 11,
    },
    {
      text: "The final line is mine: whatever comes next, we'll hear it coming. That's a promise, not a preview.",
      page: 11,
    },
  ],

  spoilerGuard: [
    "Whoa, hold up! You haven't read {page} yet. I'm not spoiling it, dude. Go read it, then we talk!",
    "Nope! No spoilers for {page}. I can't keep much in, but I can keep that in. Read it first!",
    "Ah, you're not at {page} yet. Trust me, you want to see it for yourself.",
    "I want to tell you so bad. But {page} hits way harder if you read it. Go on, I'll wait!",
    "Spoiler alert, so I'm not saying it. {page} is right there in the reader. Come back after!",
    "Not yet, friend. Read up to {page} and then I'll tell you everything I felt. Deal?",
    "I'm putting a hand over my own mouth. {page} is yours to read first.",
    'Dude, {page} is too good to hear from me first. Read it, then come yell about it with me.',
  ],

  spoilerInsist: [
    'Okay, okay, you asked for it. Spoiler time.',
    'Alright, you really want it. Here goes, no take-backs.',
    "Fine! I can't hold it in anyway. Here's what happened.",
    "You're sure? Okay, turning it up. Spoilers ahead.",
    "Cool, your call. Don't say I didn't warn you.",
    'Alright, cover your ears now if you change your mind. Here it comes.',
  ],

  factAcks: {
    name: [
      "{name}! Great name. I'm gonna shout it across the quad someday.",
      'Nice to meet you, {name}! Locked in. I never forget a name. Not anymore.',
      "{name}, got it. That's a radio name if I ever heard one.",
      "Hey, {name}! Now we're officially friends. That's how it works.",
      '{name}. Copy that. Welcome to the booth, {name}.',
      'Awesome, {name}. Names matter to me.',
    ],
    major: [
      "You study {major}? That's awesome, dude!",
      '{major}, huh? Respect. That sounds way harder than soldering.',
      "Oh nice, {major}! I'd totally have you on the show to talk about it.",
      "{major}! Okay, you're officially smarter than me. Most people are.",
      "So you're a {major} person. I can see it. Tell me what you love about it.",
      "{major}! Okay, writing that down. You'll have to teach me one cool thing about it.",
    ],
    college: [
      "{college}, nice! I've heard good things. Do they have a radio station?",
      'Oh, you go to {college}? Shout-out to {college}!',
      '{college}! Got it. Tell me the best and worst thing about it.',
      'A {college} student in the booth! Welcome, welcome.',
      "{college}, cool. I bet it's not as loud as Meridian. Nowhere is.",
      "Oh, {college}! Represent. What's the food like over there?",
    ],
    year: [
      "{year}? Nice. That's a big year. How's it going so far?",
      'Ah, {year}. I remember that feeling. Or I will. Either way, you got this.',
      "{year}, got it! Every year here's a whole new season of the show.",
      "So you're a {year}. Awesome. Any classes kicking your butt yet?",
      '{year}! Cool. Take it from me: join a club, meet people, get loud.',
      '{year}, huh? Best advice I have: find your people early.',
    ],
    like: [
      'You like {like}? Dude, same energy. Tell me more.',
      "{like}! Okay, that's going on my list of cool things.",
      'Ha, {like}! I can work with that. Maybe a whole segment on it.',
      "You're into {like}? That's awesome. What got you into it?",
      "{like}, huh? I'll remember that. Good taste, friend.",
      "{like}? Okay, you've got taste. I can already tell.",
    ],
    dislike: [
      'Not a fan of {dislike}? Fair. Totally fair.',
      'Ugh, {dislike}. I hear you, loud and clear.',
      "{dislike}, noted. I'll never play it on the show. Promise.",
      "You can't stand {dislike}? Okay, what's the story there?",
      'Ha, anti-{dislike}. Honestly, respect for saying it straight.',
      '{dislike}? Yeah, hard pass for me too.',
    ],
    event: [
      "Whoa, {event}? That's a lot. How are you feeling about it?",
      "Wait, {event}? Tell me everything, I'm listening.",
      '{event}. Okay. Thanks for telling me, seriously.',
      "Dude, {event}? That's big. You doing okay?",
      "So {event}. I'm gonna remember that and check in on you.",
      "Okay, {event}. That's a lot to carry. I'm glad you told me.",
    ],
    hometown: [
      '{hometown}? No way! Shout-out to everybody back in {hometown}!',
      "You're from {hometown}? Awesome, dude. What's the best thing about growing up there?",
      '{hometown}, loud and clear! Next song goes out to your hometown.',
      'Dude, {hometown}! Is the radio any good out there?',
      'So you grew up in {hometown}. Love it. Tell me one thing only locals know.',
      "{hometown}! Okay, that's going on the map in the booth. Pin and everything.",
    ],
    pet: [
      "You have a {pet}? Dude, that's the best news I've heard all day!",
      'A {pet}! Okay, your {pet} is officially a guest on the show. Bring pictures.',
      'No way, a {pet}! Does it like loud music? Asking for the show.',
      "Your {pet} sounds awesome. What's the funniest thing it's ever done?",
      "A {pet}? Dude. I'm a little jealous, not gonna lie.",
      'Aw, a {pet}! Tell your {pet} I said hi. Loudly.',
    ],
  },

  recall: {
    name: [
      "You're {name}! Come on, I remember. I don't forget names anymore.",
      "{name}! Obviously. Signal's strong on that one.",
      "Your name is {name}. Did you think I'd forget? Never.",
      "It's {name}. I've got it written on my heart. And on a sticky note.",
      'You told me: {name}. Best name in the booth today.',
    ],
    major: [
      'Your field is {major}. You told me, and I thought it was awesome.',
      "{major}! How's that going, by the way?",
      "Your major is {major}. See? I listen. I'm getting better at it.",
      "It's {major}, right? I've been wondering how your classes are going.",
      "You're studying {major}. Locked in, dude.",
    ],
    college: [
      'You go to {college}. I remember!',
      '{college}, right? Shout-out again, by the way.',
      'You told me {college}. I never forget a campus.',
      "It's {college}. How's life over there?",
      '{college}. You told me, and I gave it a shout-out.',
    ],
    year: [
      "You're a {year}. I've got it.",
      '{year}, right? You told me earlier.',
      "You said you're a {year}. Still going strong?",
      "That'd be {year}. See, I was paying attention.",
      "Last I heard, you're a {year}. Right?",
    ],
    like: [
      "You're a {like} fan! You told me, and I loved that.",
      '{like}, right? I remember, dude.',
      "You said you're into {like}. Still true?",
      "It's {like}. I even thought about a segment on it.",
      'Easy. You love {like}.',
    ],
    dislike: [
      "You hate {dislike}. I remember, and I'm with you.",
      '{dislike}, right? Your mortal enemy.',
      "You told me you don't like {dislike}. Noted forever.",
      "It was {dislike}. I'm keeping it off the show for you.",
      "That one's easy: {dislike}. You can't stand it.",
    ],
    event: [
      "You told me {event}. I've been thinking about it.",
      "{event}, right? How's that going now?",
      "You said {event}. I didn't forget, dude.",
      'It was that {event}. Are you doing okay with it?',
      "You mentioned {event}. I've kept it in mind.",
    ],
    hometown: [
      '{hometown}, dude! I still owe it a shout-out on air.',
      '{hometown}, right? Home sweet home.',
      'You grew up in {hometown}. See? I was listening, dude.',
      "It's {hometown}. I put a pin on the booth map for you.",
      'Easy one: {hometown}. Miss it at all?',
    ],
    pet: [
      "You've got a {pet}! How could I forget?",
      "How's your {pet} doing, by the way? Never forgot it.",
      "A {pet}, right? Still my favourite guest who's never been on the show.",
      'You told me about your {pet}. Best news of the day, easy.',
      "It's your {pet}! Give it a treat from me.",
    ],
  },

  recallUnknown: [
    "Hmm, I don't think you told me that yet! Tell me now?",
    "You haven't said, dude. I'd remember. What is it?",
    "That's one thing I don't know about you yet. Fill me in!",
    "I'd love to say I remember, but you never told me. I'm not gonna fake it.",
    "No idea yet! Give me the info and I'll never forget it.",
    "You didn't mention that one. I'm all ears, though.",
  ],

  callbacks: [
    'Hey {name}, you said {event}. How did that turn out?',
    "Wait, I've been meaning to ask: how's {major} treating you?",
    '{name}! Still into {like}? I keep thinking about that.',
    "Remember when you said {event}? I've been rooting for you since.",
    "How's life at {college}? Any good radio there yet?",
    "By the way, {name}, I didn't forget: {event}. Any update?",
    'Being a {year} is a lot. You holding up okay, {name}?',
    'I played a song today and thought of you, because you like {like}.',
    "Okay, {major} question: what's the hardest thing you're working on right now?",
    'Still avoiding {dislike}? Good. Keep it up.',
    "{name}, I keep coming back to what you said, that {event}. I'm proud of you for telling me.",
    'Hey, {college} has gotta have a story or two. Tell me one?',
    '{name}, you said {event}. I hope today was lighter.',
    'Hey, {name}! How are things at {college} today?',
  ],

  feelings: {
    sad: [
      "Hey. I'm really sorry you're feeling down. I'm not gonna crack a joke. I'm just here.",
      "That sounds rough, dude. Want to tell me about it? I'll actually listen, promise.",
      "Man, I hate that you're sad. You don't have to fake being okay with me.",
      "I've got you. Sit in the booth with me for a bit. No show, no noise, just company.",
      "That's heavy. Thanks for telling me instead of keeping it in. That takes guts.",
      "Sad days are real, and you don't have to fix it right now. Maybe just eat something and text a friend?",
      "I'm turning the volume way down for this. What's going on?",
      "It's okay to feel like this. It doesn't make you weak. It makes you human. I'm right here.",
      "You want me to listen, distract you, or help you make a plan? I'm good at all three. Mostly the first.",
      "I'm sorry, friend. Whatever it is, you don't have to carry it alone.",
      "Hey, I'm right here. Take your time. I'm not going anywhere.",
      {
        text: "I had a night where everything went dark and I thought we'd lost. The sun came up anyway. It will for you too.",
        page: 6,
      },
    ],
    stressed: [
      "Oof, that's a lot on your plate. Okay. Breathe with me. In. Out. Now, what's due first?",
      "Stress is the worst, dude. Let's make a list. Three things. Just the top three.",
      "Got it. When I'm overloaded I do one small thing right away, just to get moving. What's the smallest one?",
      "That sounds exhausting. You're allowed to take a ten-minute break. Seriously. Go get water.",
      "You're carrying a lot. That's not you failing, that's just a heavy week.",
      'Okay, engineering trick: break the big problem into tiny pieces. Solve one. Then the next. Want to try it together?',
      "Hey, you don't have to be perfect. Done is better than perfect, especially at midnight.",
      "I get stressed before every show. What helps me is remembering I've done hard stuff before. So have you.",
      "Is there anyone you can ask for help? A TA, a friend, a study group? You don't have to solo this.",
      "I'm in your corner, loud and proud. You're gonna get through this week.",
      "Deep breath, dude. Whatever it is, we'll take it one piece at a time.",
      {
        text: 'I had four days to save a station with a wiped transmitter. It felt impossible. We did it one step at a time. You can too.',
        page: 10,
      },
    ],
    lonely: [
      "Hey, you're not alone right now. I'm here, and I'm glad you said something.",
      "Lonely is the worst kind of quiet. Let's break it. Tell me about your day?",
      "I'm really glad you reached out. That's the hardest part, and you did it.",
      'Dude, I get it. Even in a crowd you can feel invisible. I see you, though.',
      'Want a tip? Join one club this week. Just one. Go once. People are friendlier than they look.',
      "I'm sorry you feel alone. You deserve people who notice you. I'm noticing you right now.",
      'Is there someone you used to talk to you could text today? Even just a hey. It counts.',
      "You're not bothering me at all. Stay as long as you want.",
      "Feeling lonely doesn't mean something's wrong with you. It means you want connection. That's a good thing to want.",
      "I'll keep you company. Tell me something you care about, I'll tell you something embarrassing about me.",
      "You reached out, and I'm glad you did. Let's talk for a while, just you and me.",
      {
        text: "I once missed a friend who was right next to me for a whole year. So if nobody's noticed you lately, I'm sorry. It's on them, not you.",
        page: 5,
      },
    ],
    happy: [
      "YES! That's awesome! Tell me everything!",
      'Dude, I love this for you! Crank it!',
      "That's the best news I've heard all day. I'm so happy for you.",
      'Look at you! Celebrate this, seriously. Get a snack. A big one.',
      'Ha! You just made the whole booth brighter.',
      "That's amazing! You earned it. I can tell.",
      "Okay, this deserves an air horn. BWAAAH. That's me doing an air horn.",
      "I'm grinning like an idiot over here. Happy for you, friend.",
      'Good things happening to good people. Love to see it.',
      "Hold onto this feeling, okay? Remember it next time a day's rough.",
      "That's great news, and you deserve every bit of it. Seriously, soak it in.",
      {
        text: "That's the kind of happy I felt when the whole campus called in. Soak it up!",
        page: 10,
      },
    ],
    angry: [
      'Whoa, that would make me furious too. What happened?',
      "Yeah, you've got every right to be mad. Let it out, I can take it.",
      "I get angry fast, so I hear you. But let's not do anything we can't take back, okay?",
      "Okay, I'm with you. Now, before we yell at anyone: what do you actually want to happen?",
      "That's not fair to you. I'm sorry. Tell me the whole story.",
      'Take a breath, dude. Walk around the block if you need to. Then we figure it out.',
      "Being angry means something matters to you. That's not bad. It's what you do next that counts.",
      "I'm on your side. Want to vent first or plan first?",
      "Been there. When I'm mad I want to grab a mic. Usually better to grab a friend.",
      "That sounds really frustrating. You don't have to calm down for me. Just tell me.",
      "Ugh, that's infuriating. I'd be steaming too. Want to tell me what happened?",
      {
        text: "I once yelled at Kazeo when I was really angry at myself. Make sure you're mad at the right person, okay? Learned that one the hard way.",
        page: 6,
      },
    ],
  },

  advice: [
    'Roommate drama? Talk face to face, not by sticky note. Pick a calm moment, say what bugs you, then ask what bugs them.',
    'If a friend hurt you, tell them straight. Real friends can take it. I learned that from Kazeo yelling at me.',
    "Family stuff is hard. Call them when you're calm, not when you're mad. And it's okay to set limits, even with people you love.",
    'Exam coming up? Practice problems, not rereading. Then sleep. Cramming all night never once worked for me.',
    "Crush advice from a guy who can't plan a date: just be honest and kind. Worst case, you get a no and keep your dignity.",
    "Here's what I'd do: say it straight to the person. Kindly, but straight. Most problems shrink when you say them out loud.",
    "Talk to somebody you trust first. Asahi's my person. Who's yours?",
    'Make a plan with steps. Step one: figure out what you really want. Asahi taught me that.',
    "Don't wait for the perfect moment. There isn't one. Just start.",
    "If you messed up, own it. Say sorry for real. It's scary, and it works more than you'd think.",
    'Sleep on big decisions. I never do, and look at me. Learn from my mistakes, dude.',
    "Ask for help. It's not weak. Even the Tuners need three people to run one show.",
    'Listen first, then talk. I know, I know, hilarious coming from me. Still true.',
    "Take care of the basics: sleep, food, water, one walk outside. Everything's harder when those are off.",
    'If something feels unfair, say so. Calmly. Then find people who agree and say it together.',
    'Try one small brave thing this week. Raise your hand in class, join a club, call your parents. Just one.',
    "When you're stuck, change the question. Not how do I win, but what does everyone actually need.",
    "Write it down. Pros, cons, gut feeling. Then go with your gut if it's close.",
    "Don't compare your week to everyone else's highlight reel. Everybody's got bad days off camera.",
    'Give it twenty-four hours before you send the angry text. If you still want to send it then, rewrite it nicer.',
    'Find your crew. People who tell you the truth and show up. Everything gets easier with a crew.',
    'If a class is crushing you, go to office hours. Professors are weirdly happy when people show up.',
    {
      text: "Notice the people around you. Really look. I didn't once, and it cost a friend two years. Don't make my mistake.",
      page: 5,
    },
    {
      text: 'Sometimes the strongest move is not to fight. On the tower, I said sorry instead of swinging. It changed everything.',
      page: 8,
    },
  ],
} satisfies StoryLines;
