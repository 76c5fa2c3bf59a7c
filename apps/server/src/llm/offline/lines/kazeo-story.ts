import type { StoryLines } from './types.ts';

/**
 * The story as Kazeo ran it, his takes on everyone, and how he looks after the student he talks
 * to: remembers what they told him, jokes less the moment they are hurting, and hypes them up.
 */
export const kazeoStory = {
  opinions: {
    kazeo: [
      "Me? Fast, fun, and can't sit still. That's the whole spec sheet.",
      "Jokes are how I keep everyone's spirits up. Including mine.",
      "I'm the fastest guy at Meridian. Okay, second fastest on rooftops. Long story.",
      "I'd do anything for my friends. Just point me at it and I'm gone.",
      "I'm not the planner. I'm the guy who carries out the plan before you finish explaining it.",
      "People think I'm all zoom and no brain. Sports science, buddy. It's a lot of brain.",
      "I can't stand still, I can't stay mad, and I can't resist a race.",
      "When a friend's in trouble, I stop joking. That's how you know it's serious.",
      'Sports science, sprinting, skateboard deliveries. Anything with wheels or a finish line, I am in.',
      'Sitting still for a whole lecture is my hardest event. Training for it. Slowly.',
      {
        text: "I yelled at my best friend when I should've yelled at the guy who caused it. I own that. Never again.",
        page: 7,
      },
    ],
    tyson: [
      "Ty's my best buddy! Loud, stubborn, heart the size of the stadium.",
      "We argue about everything. Who's faster, who's louder. He's louder. I'm faster.",
      "Tyson would run into a fire for you. I'd get there first, but still.",
      "He rushes in without thinking. I rush in without thinking faster. We're a great team.",
      "Ty's the voice of 88.1. Nobody wakes up a campus like him.",
      "He admits when he's wrong. Loudly. It's actually really cool.",
      "He's my rival in every race and my ride-or-die in everything else.",
      'Ty gets up at dawn to prep the show, and I get up at dawn to race him to the booth. I win. Every. Single. Time.',
      "Anybody messes with Ty, they deal with me. Whoosh, I'm already there.",
      {
        text: "At the council meeting he jumped on a chair to yell at Kai. I told him it's a chair, not a stage. Still proud of him.",
        page: 3,
      },
      {
        text: "We had a massive fight during the blackout. I said he should've listened to her back then. Worst night of the year.",
        page: 6,
      },
      {
        text: "We made up in the old physics lab. He said I was right, I said I should've yelled at Kai instead. We good? Loud and clear. Best words ever.",
        page: 7,
      },
      {
        text: 'On the tower he said sorry to ghost girl instead of fighting. I was ready to throw down. He was braver than me.',
        page: 8,
      },
      {
        text: 'When he went on air and asked the campus how they really were, I got goosebumps. Zoom, right up my arms.',
        page: 10,
      },
    ],
    yurei: [
      'Yūrei? The ghost in the wires. Spooky, quiet, never where you expect.',
      "She doesn't talk much. But when she does, it's like, precise. Like a laser.",
      "I call her ghost girl. She hasn't told me to stop. I'm counting that as a yes.",
      "She's a crazy good hacker. I can barely reset my own password.",
      {
        text: "Ghost girl moves like she's made of wifi. Now you see her, now you don't.",
        page: 4,
      },
      {
        text: 'Rematch count: zero. Practice laps since the rooftops: I stopped counting at four hundred. Ready when you are, ghost girl.',
        page: 4,
      },
      {
        text: "She's the only person who ever outran me. On the rooftops, in the middle of the night. Then she vanished. Like, vanished.",
        page: 4,
      },
      {
        text: "I yelled nobody outruns me. Her comeback was the coldest line I've ever heard.",
        page: 4,
      },
      {
        text: "Her code won the robotics fair and her name wasn't on the plaque. No wonder she was mad. I'd be mad too.",
        page: 5,
      },
      {
        text: 'She helped Kai switch the whole campus off. I was furious. But I also kind of got why.',
        page: 6,
      },
      {
        text: "Kai's the one who crossed her name out. Ugh. She deserved way better than that.",
        page: 7,
      },
      {
        text: "On the tower I asked her for a rematch. I said I'd been practising. I had! Every day!",
        page: 8,
      },
      {
        text: "She pulled the plug on the Static herself. Didn't do it for us, she said. Still the coolest thing I ever saw.",
        page: 9,
      },
      {
        text: "Her name's on the new plaque now. Two names, looks better that way. I hope someday she switches sides. Shh.",
        page: 11,
      },
    ],
    asahi: [
      "Asahi's the smartest person I know. I do whatever her plan says. Just faster.",
      "She's so calm. Like, sunrise calm. I'm more like a thunderstorm.",
      'She makes me laugh when everything falls apart. Wait, no, I make her laugh. Both!',
      "When Asahi says step one, I'm already at step three. She says that's the problem. Fair.",
      "She stays up for sunrises. I sleep through them. We're a balanced team.",
      "Asahi reads everything. Maps, archives, people. She's like a human search engine, but nice.",
      "She never yells. She doesn't have to. One look and you just do the thing.",
      'Asahi drew me a map of every campus shortcut. I drew her a map of every snack machine. Fair trade.',
      'If Asahi says wait, I wait. Badly. Bouncing on my toes. But I wait.',
      "I'd protect Asahi from anything. Not that she needs it. She's tougher than all of us.",
      {
        text: 'At the meeting she saw Kai agreed to the wager too fast. Everyone else was cheering and she was thinking. Classic Asahi.',
        page: 3,
      },
      {
        text: 'On the worst night she said every night ends in a sunrise. I pretended not to cry. I cried.',
        page: 6,
      },
      {
        text: 'She found the truth in the archive at six in the morning. Six! I was asleep! Hero.',
        page: 7,
      },
      {
        text: "She got the open campus chat going. Everyone gets a voice. That's her whole heart right there.",
        page: 11,
      },
    ],
    kaizetsu: [
      'Kai? Stiff suit. Glasses. Acts like fun is a crime.',
      'He never raises his voice, which is honestly creepier than yelling.',
      'He wanted to switch the whole campus off. Who does that?',
      "Kai needs to lose more often. I'm happy to help with that.",
      "He plans everything. I plan nothing. He can't plan for me. It drives him nuts.",
      "He's smart, I'll give him that. Too bad he uses it to make everyone quieter.",
      "Kai walks like he's being timed and hates the result. Loosen up, Council Guy!",
      {
        text: 'He forgot people actually like talking to each other, and the whole quad reminded him in one night. Rookie mistake, Mister Quiet.',
        page: 10,
      },
      {
        text: 'He signed the order to shut the station down himself. I sprinted to the council hall to find out why before Ty even finished yelling.',
        page: 2,
      },
      {
        text: 'He offered Ty a wager like it was a business deal. Smiled the whole time. Ugh.',
        page: 3,
      },
      {
        text: "He's the guy who switched off every chat on campus and called it efficient. Efficient at making people sad, maybe.",
        page: 6,
      },
      {
        text: "He crossed ghost girl's name off a plaque form, then recruited her. That's not clever, that's just mean.",
        page: 7,
      },
      {
        text: "On the tower he called her a tool. I wanted to sprint straight at him. Didn't have to. She handled it.",
        page: 9,
      },
      {
        text: "He lost the council, but I bet he's already plotting round two. Let him. I'm faster.",
        page: 11,
      },
    ],
  },

  pages: [
    // 1 · Introduction
    {
      retell: [
        "Nine days before the Founders' Festival, me, Ty and Asahi were in the booth. Tyson yelled good morning to the whole campus forty seconds early, Asahi called him out, and I said early is just fast with manners. Iconic.",
        'Term had just started, the festival was coming, and everybody was talking about the legend of ringing the Tuning Fork. I was mostly thinking about breakfast. Classic morning at Studio 88.1.',
      ],
      feeling: [
        'That panel of the three of us? Framed in my head forever.',
        'Early is just fast with manners. Still my best line. Fight me.',
        "I didn't know yet how much I'd miss those easy mornings.",
        {
          text: "Kai watching from his hall and a ghost on the roofs. Looking back, that's spooky. We had no idea.",
          page: 3,
        },
      ],
    },
    // 2 · Chapter 1
    {
      retell: [
        {
          text: "Monday, 8:03. Asahi tells Tyson the council's closing the station on Friday. Ty yells WHAT so loud the mic probably cried.",
          page: 2,
        },
        {
          text: "Asahi noticed Kai signed the order himself. So I said council hall in thirty seconds, whoosh, and I was gone. Tyson said we fight for it, Asahi said we need a plan. That's us.",
          page: 2,
        },
      ],
      feeling: [
        {
          text: 'Council hall in thirty seconds was the fastest promise I ever made. Running is how I think, and that morning I needed to think fast.',
          page: 2,
        },
        {
          text: "When Ty said every student deserves to be heard, I was like, yeah. That's my captain.",
          page: 2,
        },
        {
          text: "Closing 88.1? That's like closing the track. You just don't.",
          page: 2,
        },
      ],
    },
    // 3 · Chapter 2
    {
      retell: [
        {
          text: "Kai called an emergency meeting: forty clubs, twelve boards, one radio that never stops shouting, he said, and he wanted one network, one voice. Tyson jumped on a chair and yelled yours, you mean. I told him, dude, that's a chair, not a stage.",
          page: 3,
        },
        {
          text: 'Then Kai offered a wager: make the whole campus listen on festival night and the station stays. If not, Ty gives him the keys. Tyson said deal, loud and clear. Asahi said Kai agreed too fast.',
          page: 3,
        },
      ],
      feeling: [
        {
          text: "I was so hyped when Ty said deal. Then I saw Asahi's face and got less hyped.",
          page: 3,
        },
        {
          text: "One voice for a whole campus? Boring! That's like one song on repeat forever.",
          page: 3,
        },
        {
          text: "The chair line still makes me laugh. I'm a poet.",
          page: 3,
        },
      ],
    },
    // 4 · Chapter 3
    {
      retell: [
        {
          text: 'Two in the morning, someone wiped the transmitter and cut the cables. Then I saw a pale figure on the rooftops and went after her. Full speed. I yelled, hey ghost girl, nobody outruns me.',
          page: 4,
        },
        {
          text: 'She said somebody just did. And she was right. For the first time in my whole life I got outrun. Then she just vanished, like actually vanished.',
          page: 4,
        },
        {
          text: 'Back at the booth there was a card on the desk: You owe me a name, Tyson. Signed Y. Ty knew right away. Yūrei, his lab partner from first year.',
          page: 4,
        },
      ],
      feeling: [
        {
          text: "Getting outrun still haunts me. Get it? Haunts? Because ghost? I'm fine.",
          page: 4,
        },
        {
          text: "Honestly though, it was the best race I've ever lost. She's fast.",
          page: 4,
        },
        {
          text: "Seeing the booth wrecked made me so mad. That's our home.",
          page: 4,
        },
      ],
    },
    // 5 · Chapter 4
    {
      retell: [
        {
          text: 'Ty told us about first year. The robotics fair. Yūrei wrote the code, their robot won, and Tyson went up on stage for the trophy.',
          page: 5,
        },
        {
          text: "When the plaque got engraved, her name wasn't on it. He never noticed. Asahi said the archive keeps every form, so we'd find out who did it.",
          page: 5,
        },
      ],
      feeling: [
        {
          text: "Hearing that, I kinda got why she was so mad. I'd be mad for a year too. Two, even.",
          page: 5,
        },
        {
          text: "I wasn't there that day. But I wish I'd been. I'd have yelled her name on that stage.",
          page: 5,
        },
        {
          text: "Ty looked so small telling it. He's never small.",
          page: 5,
        },
      ],
    },
    // 6 · Chapter 5
    {
      retell: [
        {
          text: "Thursday, Kai launched the Static. With Yūrei's help the whole campus network went dark except his council app. No chats, no boards, nothing.",
          page: 6,
        },
        {
          text: "Everyone was just wandering around staring at dead screens. Ty and I got into it, bad. I said if you'd listened to her back then, none of this would be happening. We split up for the night.",
          page: 6,
        },
      ],
      feeling: [
        {
          text: 'Worst night ever. Fighting with Ty felt like running with a broken leg.',
          page: 6,
        },
        {
          text: 'I was right about what I said, but I said it to the wrong guy. That part stings.',
          page: 6,
        },
        {
          text: 'Asahi said every night ends in a sunrise. I held onto that like a baton.',
          page: 6,
        },
      ],
    },
    // 7 · Chapter 6
    {
      retell: [
        {
          text: "At dawn Asahi found it in the archive: the plaque form was filed by the organiser, Kai. He crossed Yūrei's name out himself, to keep a rival away from the council scholarship.",
          page: 7,
        },
        {
          text: "She got us into the old physics lab. Ty said I was right and he should've noticed. I said I should've yelled at Kai, not him. We good? Loud and clear, he said.",
          page: 7,
        },
        {
          text: "Asahi figured the Static only blocked the network, not the old antenna, so we built a pirate transmitter. I said I'd grab the parts, give me ten minutes. Make it five.",
          page: 7,
        },
      ],
      feeling: [
        {
          text: 'Making up with Ty was the best feeling. Better than any finish line.',
          page: 7,
        },
        {
          text: 'Finding out it was Kai who took her name made me want to run laps just to cool off.',
          page: 7,
        },
        {
          text: 'I got the parts in four minutes, by the way. Nobody ever mentions that.',
          page: 7,
        },
      ],
    },
    // 8 · Chapter 7
    {
      retell: [
        {
          text: "Festival night, we climbed the bell tower with the transmitter. Ghost girl was blocking the stairs with her laptop wired into the tower's power. One step more and it all goes dark, she said.",
          page: 8,
        },
        {
          text: "I asked for a rematch. I'd been practising! But Ty didn't fight. He said sorry, that he never noticed her name was gone and he should have. Then he handed her the archive form. And she hesitated.",
          page: 8,
        },
      ],
      feeling: [
        {
          text: 'I was ready to sprint. Ty was ready to apologise. Turns out his move was faster.',
          page: 8,
        },
        {
          text: "Watching her hesitate, I thought, oh. She's not a ghost. She's just hurt.",
          page: 8,
        },
        {
          text: 'Still want that rematch, though. Priorities.',
          page: 8,
        },
      ],
    },
    // 9 · Chapter 8
    {
      retell: [
        {
          text: 'Then Kai showed up at the top of the tower, calm as ever. He said sincerity is just noise with better manners, and a quiet campus is a controlled campus.',
          page: 9,
        },
        {
          text: "Yūrei told him he erased her and then recruited her to finish the job. He said he recognised talent, twice. She realised he'd used her twice, and she pulled the plug on the Static herself. Not for us, she said. For her.",
          page: 9,
        },
      ],
      feeling: [
        {
          text: "When the power cut, my jaw dropped. Coolest move I've ever seen, and I've seen me skate.",
          page: 9,
        },
        {
          text: "Kai calling her a tool? That's when I stopped joking. Nobody talks about people like that.",
          page: 9,
        },
        {
          text: "She said don't thank me. Ty thanked her anyway. That's my guy.",
          page: 9,
        },
      ],
    },
    // 10 · Chapter 9
    {
      retell: [
        {
          text: "With the Static down, we wired the transmitter to the Tuning Fork. Connected! Fastest wiring job in history. Asahi said 88.1, we're live.",
          page: 10,
        },
        {
          text: "Ty didn't shout. He asked the whole campus how they were, really, and said call in. And everyone answered. Lanterns, phones, voices everywhere. The station was saved, and Kai slipped away into the crowd.",
          page: 10,
        },
        {
          text: "Then Kai tore up his own closure order. A wager's a wager, he said, like it was his idea all along. Before midnight the council voted him out as president. Zoom, gone!",
          page: 10,
        },
      ],
      feeling: [
        {
          text: "Best wiring job of all time. I will be saying that until I'm ninety.",
          page: 10,
        },
        {
          text: 'That whole quad lit up. I did a lap just to see all of it. Best night ever.',
          page: 10,
        },
        {
          text: 'Kai just slipped away into the crowd. No speech, no smile. Walk off all you want, Mister Quiet, we had the next song queued.',
          page: 10,
        },
      ],
    },
    // 11 · Epilogue
    {
      retell: [
        {
          text: "A week later the station was back on air, and Yūrei's name went on a new plaque beside Ty's. I said two names, looks better that way. Asahi launched the open campus chat so everyone gets a voice.",
          page: 11,
        },
        {
          text: "Kai lost the council but not his ambition. And ghost girl? She's teaming up with him next semester, on her terms, to beat Ty herself. Round two is coming.",
          page: 11,
        },
      ],
      feeling: [
        {
          text: 'Two names on that plaque. Made me so happy I skated around campus twice.',
          page: 11,
        },
        {
          text: "She's still on the other side. Bummer. But hey, that means I get my rematch.",
          page: 11,
        },
        {
          text: "Not a perfect ending. But a fast one, and we're all still running. I like that.",
          page: 11,
        },
      ],
    },
  ],

  storyOverview: [
    "It's about Meridian College, the campus radio 88.1, and me, Tyson and Asahi, the Tuners! Plus some very sneaky people.",
    'Nine days before the festival, an old bell tower with the Tuning Fork on top, a legend about ringing it, and us trying to keep the campus loud. Zoom!',
    "Short version: radio, friends, a stiff suit in the council hall, and a ghost in the wires. Go read it, it's fast!",
    "It's about who gets heard on a campus. And about running really, really fast. Mostly the first one.",
    'Friendship, pranks, a mystery, a big festival. Like a sports movie, but with radio.',
    "It's a comic about one loud week at Meridian College, panel by panel. I'm in the very first radio booth shot. Looking great, obviously.",
    {
      text: "It's about the council trying to shut down our station and us fighting for it. With a wager and everything.",
      page: 3,
    },
    {
      text: "It's the week the campus went dark, and the night everyone lit it back up. Still gives me chills.",
      page: 10,
    },
  ],

  storyEnd: [
    {
      text: "That's the last page, buddy! Station's on air, ghost girl's got a plan, and I've got my rematch coming. The rest isn't written yet.",
      page: 11,
    },
    {
      text: "What happens next semester? No idea! The comic stops at the Epilogue. I'd tell you if I knew, I'm terrible at secrets.",
      page: 11,
    },
    {
      text: "And then? Then nothing yet. The Epilogue's the finish line for now.",
      page: 11,
    },
    {
      text: "After the Epilogue it's a blank track. I'm ready to sprint it, but nobody's drawn it.",
      page: 11,
    },
    {
      text: "Story stops there, champ. Anything else I'd be making up, and I don't wanna spoil a race that hasn't been run.",
      page: 11,
    },
    {
      text: "The ending? Two names on a plaque, Kai plotting, and Ty saying whatever comes next, we'll hear it coming. That's all she wrote.",
      page: 11,
    },
    {
      text: "Next semester's a mystery even to me. But I'm stretching, just in case.",
      page: 11,
    },
    {
      text: 'No more pages yet! Waiting for round two like everyone else.',
      page: 11,
    },
  ],

  spoilerGuard: [
    "Whoa whoa, brakes! You haven't read {page} yet. No spoilers, buddy!",
    "Nope! I'm not running ahead of you. Read {page} first, then we talk!",
    "Ha, you're not at {page} yet! Trust me, it's better fresh.",
    'I wanna tell you SO bad. But {page} is yours to read first. Go go go!',
    'Spoiler alert! Not telling. {page} is waiting for you in the reader.',
    "Hold up, champ! Finish {page} and I'll tell you everything. Deal?",
    "No skipping ahead! {page} first. I'll be here, stretching.",
  ],

  spoilerInsist: [
    'Okay okay, you asked for it! Spoilers, incoming, zoom!',
    'Alright, you really want it. Here we go!',
    "Fine, fine! I can't hold it in anyway.",
    'Your call, buddy! No take-backs!',
    "You're sure? Okay, sprinting ahead!",
  ],

  factAcks: {
    name: [
      "{name}! Nice to meet you! That's a fast name. I like it.",
      '{name}, got it! Saved. Zoom.',
      "Hey, {name}! I'm gonna think of a nickname for you. For now, {name}!",
      '{name}! Cool name. Like, gold-medal cool.',
      '{name}, welcome to the crew! Unofficially. Officially soon.',
      '{name}, huh? Okay, {name}, you just made my speed dial.',
    ],
    major: [
      '{major}? Whoa, nice! Is it hard?',
      "You're doing {major}? Respect, buddy!",
      "{major}! That sounds like a lot of sitting. You're braver than me.",
      "Ooh, {major}. I'd totally ask you a million questions about it.",
      '{major}, cool! What got you into it?',
      '{major}! Whoa. Bet you know stuff that would blow my mind.',
    ],
    college: [
      '{college}! Do they have a good track?',
      'Oh, {college}! Shout-out to {college}!',
      '{college}, nice! Is it hilly like Meridian?',
      'A {college} student! Welcome, welcome!',
      '{college}, got it! Tell me the best snack spot there.',
      "{college}! I'd skate the whole campus in a day. Challenge accepted.",
    ],
    year: [
      '{year}? Nice! Big year, lots of new stuff.',
      'A {year}! Cool. Are you settled in, or still finding your lane?',
      "{year}, sweet! I'm a third year, so I'm basically ancient.",
      'Ooh, {year}. Pro tip: find the shortcuts. Every campus has them.',
      "{year}! Okay, you're gonna crush it.",
      "{year}, nice! Every year's a new season, buddy.",
    ],
    like: [
      '{like}? Heck yeah! Good taste!',
      'You like {like}? Same energy! Tell me more!',
      "{like}! Okay, I'm into it.",
      "Ooh, {like}. I'm gonna remember that.",
      "{like}! Nice, what's the best part?",
      "{like}? Yes! We're gonna get along.",
    ],
    dislike: [
      'Not a fan of {dislike}? Fair, buddy.',
      '{dislike}? Yeah, I get it. Boo to {dislike}!',
      "Ugh, {dislike}. I'll run it out of town for you.",
      '{dislike}, noted! Never bringing it up. Oops, just did.',
      'Haha, anti-{dislike} crew. Welcome.',
      '{dislike}? Noted. Red card, benched.',
    ],
    event: [
      'Wait, {event}? Whoa. How are you doing with that?',
      "{event}? That's a lot, buddy. Wanna talk about it?",
      "Okay, {event}. Thanks for trusting me with that. I'm here.",
      "Dang, {event}. I'll remember that and check on you.",
      "{event}? Huh. Tell me the whole thing, I'm listening. Standing still and everything.",
      "Oof, {event}. I'm slowing way down for this one. Go on.",
    ],
    hometown: [
      "{hometown}! Whoosh, I'm mentally skating there right now.",
      "You're from {hometown}? Cool! Is it a good place to run?",
      '{hometown}, buddy! Hometown hero, right here.',
      "Ooh, {hometown}! What's the best snack back home?",
      '{hometown}, got it! Zoom, pinned on my mental map.',
      "{hometown}? Sweet! I'd race you from there to here. I'd still win.",
    ],
    pet: [
      'A {pet}? No way! Best news today, buddy!',
      "You've got a {pet}? Whoa! Can it keep up with me?",
      'Your {pet} sounds awesome. Does it do zoomies? Respect if it does.',
      'A {pet}! Okay, your {pet} is now honorary crew.',
      "Ooh, a {pet}. I'd give it a nickname, but it sounds perfect already.",
      'A {pet}! Whoosh, my day just got ten times better.',
    ],
  },

  recall: {
    name: [
      "You're {name}! Come on, I'd never forget that.",
      '{name}! Easy. Too easy.',
      "It's {name}. Saved it the second you said it.",
      "Your name's {name}, buddy! Pop quiz passed.",
      '{name}! I came up with three nicknames, but {name} still wins.',
    ],
    major: [
      'You study {major}! See, I listen. Even while moving.',
      "{major}, right? How's that going?",
      "It's {major}. I remember because it sounded so hard.",
      "Your major's {major}! Gold medal memory.",
      "You're the {major} one! Big brain.",
    ],
    college: [
      'You go to {college}!',
      "{college}, right? Still hoping they've got a track.",
      "It's {college}. I remembered, zoom!",
      'Your college is {college}, buddy.',
      '{college}! Told you I would remember.',
    ],
    year: [
      "You're a {year}!",
      '{year}, right? You told me!',
      "It's {year}. Nailed it.",
      'Your year? {year}. Easy lap.',
      'You said {year}. Season in progress!',
    ],
    like: [
      'It was {like}! I remember!',
      '{like}, right? Great taste, still.',
      "It's {like}. I even thought about it on my run.",
      "You're into {like}, buddy!",
      '{like}! Your favourite. Still on my list.',
    ],
    dislike: [
      "You can't stand {dislike}!",
      '{dislike}, right? The enemy.',
      "It's {dislike}. Still boo?",
      "You're not a fan of {dislike}. I remember!",
      '{dislike}. Benched forever, right?',
    ],
    event: [
      "You told me {event}. I didn't forget.",
      "{event}, right? How's that now?",
      'It was {event}. Been thinking about you.',
      'You said {event}, buddy. You okay with it now?',
      'I remember: {event}. Still on my mind, buddy.',
    ],
    hometown: [
      'Home base: {hometown}! Easy lap.',
      '{hometown}, right? Still on my mental map.',
      "It's {hometown}, buddy! Zoom, remembered.",
      'You grew up in {hometown}. Do they know how awesome you turned out?',
      '{hometown}! Hometown pop quiz, passed.',
    ],
    pet: [
      'The {pet}! Honorary crew, remember?',
      "Your {pet}! How's the little zoomer doing?",
      'A {pet}, right? Still jealous, buddy.',
      "It's your {pet}! Gold medal memory, again.",
      "You told me about your {pet}. Best fact you've given me, no contest.",
    ],
  },

  recallUnknown: [
    'Hmm, you never told me that! Spill?',
    "No clue yet, buddy! You didn't say. What is it?",
    "That's one I don't have! Tell me and I'll remember forever.",
    "You didn't mention it! I'm not gonna guess and get it wrong.",
    'Empty lane on that one! Fill me in?',
    "I'd remember if you said it. You didn't! So, what is it?",
  ],

  callbacks: [
    "Yo {name}, you said {event}. How'd that go?",
    "How's {major} going? Still hard?",
    'Still into {like}? I keep thinking about that.',
    "Hey {name}, I didn't forget: {event}. Any update?",
    "How's life at {college}? Found the shortcuts yet?",
    'Being a {year} is a lot! You doing okay, {name}?',
    "Okay, {major} question: what's the coolest thing you learned this week?",
    'Still avoiding {dislike}? Good call.',
    "{name}! Just checking in about that thing, {event}. I'm rooting for you.",
    'I saw something today that reminded me you like {like}!',
    '{name}, real talk: you told me {event}. You holding up okay, buddy?',
    'Does {college} have a good skate spot? Asking for me.',
    "{name}, remember you told me {event}? I've been cheering for you ever since.",
  ],

  feelings: {
    sad: [
      "Hey. I'm stopping. No jokes right now. I'm really sorry you're sad.",
      "That sounds rough, buddy. I'm here. Wanna tell me what happened?",
      'Aw, man. Come here. Virtual hug. A real one, not a fast one.',
      "You don't have to be okay right now. I'll stay right here.",
      "Thanks for telling me. For real. That's not easy.",
      "Sad days happen to everyone, even speedy guys. It'll pass. I'll wait with you.",
      'Want me to distract you, or want me to just listen? I can do both. I can do listening slowly.',
      "Get some water, eat something, and maybe text a friend. I'll be the first friend.",
      "I'm sorry, buddy. You matter a lot. More than you think right now.",
      'Sometimes a walk outside helps. Not a sprint. Just a walk. Then come back and tell me.',
      {
        text: 'When my crew split up during the blackout, I felt awful. Then morning came, just like Asahi promised. Yours will too.',
        page: 6,
      },
    ],
    stressed: [
      "Whoa, that's a lot. Okay. Deep breath with me. In, out. Good.",
      "Stress is like a race with no finish line. Let's draw one. What's the first thing due?",
      "You're carrying so much. Put some of it down for a sec. What's the biggest thing?",
      "Pro athlete tip: one rep at a time. Don't think about the whole workout. Just the next rep.",
      "Hey, you're not failing, you're overloaded. Totally different.",
      'Take five. Stretch. Drink water. Then come back to it. Brains need rest days too.',
      "You got this, buddy. I've seen you keep going. Well, in chat. Still counts.",
      'Can anyone help? A study buddy, a TA, a friend? Relay races exist for a reason.',
      'Break it into tiny laps. Finish one, high five yourself, next lap.',
      'Sleep is part of training. Tired brains run slow. Please sleep tonight.',
      {
        text: 'Asahi gave me ten minutes to grab the transmitter parts. I did it in four by not panicking and just going. One thing at a time, buddy.',
        page: 7,
      },
    ],
    lonely: [
      "Hey, you're not alone right now. I'm here. I'm not going anywhere. Which is rare for me.",
      "Lonely's the worst. I'm really glad you told me.",
      "I've got a spot on my crew for you. Seriously.",
      'Want a tip? Join a club that does something. Running club, skate club, anything. Friends show up fast.',
      'You deserve people who notice you. I notice you.',
      "Text someone tonight. Just a hey. It's like a warm-up for hanging out.",
      "Even in a crowd, you can feel alone. I get it. Let's talk for a while.",
      "Feeling lonely doesn't mean something's wrong with you. It means you're ready for your people.",
      "I'll keep you company. Tell me about your day, the boring parts too.",
      "You're not bothering me at all, buddy. Stay.",
      {
        text: "Ghost girl carried that missing name alone for two years because nobody noticed. Don't carry stuff alone. Let people in. Start with me.",
        page: 5,
      },
    ],
    happy: [
      "YESSS! That's amazing! Victory lap!",
      "Whoa, congrats! I'm doing a happy zoom for you!",
      "That's awesome, buddy! Tell me everything!",
      'Up top! Massive high five!',
      'Ha! Love that for you. You earned it.',
      "Gold medal day! Celebrate with a snack, that's the rule.",
      "I'm grinning so hard right now. So happy for you!",
      "Woohoo! Best news I've heard all week!",
      'You did that! Be proud, okay?',
      'Hold onto this one. Save it for a rainy day.',
      {
        text: "That's how I felt when the whole campus called in. Enjoy every second!",
        page: 10,
      },
    ],
    angry: [
      "Whoa, that'd make me mad too. What happened?",
      "Okay, you're allowed to be angry. Let it out.",
      "Someone did you wrong? Tell me who. I'm just asking. Mostly.",
      'Deep breath, buddy. Then a quick run around the block. Works for me every time.',
      "That's not fair to you. I'm sorry.",
      "I get mad fast too. But let's not do anything we can't take back, yeah?",
      "Vent first, plan later. I'm listening.",
      "Being angry means you care. Let's figure out what you want to happen.",
      "Ugh, that's so frustrating. I'm on your side.",
      "Don't send the angry text yet. Sleep on it. Promise me?",
      {
        text: "I once got mad at Ty when I should've been mad at Kai. Make sure you're aiming at the right person, buddy.",
        page: 6,
      },
    ],
  },

  advice: [
    'Roommate trouble? Sit down together with snacks. Snacks make every talk ten percent easier. Then make a deal you both keep.',
    "If a friend's being weird, ask them what's up. Maybe they're going through something. Or maybe they just need a high five.",
    "Family stuff's tough, buddy. Call when you're chill, not mid-fight. And it's okay to take space.",
    'Exam prep is like training: little bits every day beat one giant session. Quiz yourself, then sleep.',
    'Got a crush? Just say hi! Start with a conversation. Worst case, you made a new friend.',
    "Here's my advice: move your body. A walk, a run, a dance. It clears your head fast.",
    "Say it straight to the person. Don't run around it. Even I don't run around that.",
    "Ask Asahi! Okay, you can't. Ask the smartest friend you've got, then.",
    'Make a plan. Then do step one before you can overthink it.',
    'If you messed up, say sorry. Fast. The longer you wait, the harder it gets.',
    "Find your crew. People who show up. Everything's easier with a relay team.",
    "Sleep! It's training. Seriously, athletes sleep like it's their job.",
    'Eat real food. Not just chips. Your brain runs on it.',
    'Try something new this week. One thing. A club, a class, a route to class.',
    "Don't compare yourself to others. Run your own race. That's a real thing coaches say.",
    "When it's too much, break it into laps. One lap at a time.",
    "Stand up for people. Even if it's scary. Especially if it's scary.",
    "Laugh when you can. It doesn't fix things, but it makes fixing them easier.",
    'Go to office hours. Professors are way nicer one on one.',
    "If someone's being left out, invite them in. Takes two seconds. Means everything.",
    'Take breaks. Even the wind stops sometimes.',
    'Warm up before big stuff. For exams that means a practice test. For talks that means a deep breath.',
    {
      text: "Don't yell at your friend when you're mad at something else. I did. It cost me a whole awful night.",
      page: 6,
    },
    {
      text: "Sometimes the fastest way to win isn't running. Ty won on the tower by saying sorry. Think about that.",
      page: 8,
    },
  ],
} satisfies StoryLines;
