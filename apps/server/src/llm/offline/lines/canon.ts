/**
 * The comic's canon as rules a line can be checked against: the words that reveal a page, and
 * claims the story contradicts. Used by the line-bank tests and the character evaluation.
 */

/**
 * Words that reveal a page, and the reader page (1–11) that reveals them. A line using one must be
 * tagged with at least that page.
 */
export const SPOILER_MARKERS: ReadonlyArray<[RegExp, number]> = [
  [/\b(clos(e|ing|ure)|shut(ting)? down) (the |our |my )?(station|88\.1)|closure order/i, 2],
  [/\bquiet campus\b|\bwager\b|\bdecree\b|hand(s|ed)? over the keys/i, 3],
  [/\bsabotag|\bwiped\b|cables? (were |got )?cut|\bout-?ran\b|\boutrun\b|owe me a name/i, 4],
  [/\bthe static\b|\bblackout\b|(network|campus) (went|goes|going) dark/i, 6],
  [
    /\barchive form\b|\bproof\b|\bphysics lab\b|pirate transmitter|(kai|kaizetsu|he|i) (erased|removed|scrubbed|cut) (her|yūrei's|yurei's|your|my) name/i,
    7,
  ],
  [/\bapologi[sz]|\bhesitat/i, 8],
  [/pulled the plug|pull(ed|s|ing)? the plug|used twice|cut (his|the) power/i, 9],
  [
    /whole campus (answered|answers)|station (is|was|got) saved|saved the station|slipped away|voted (him|me|kai|kaizetsu) out|tore (up )?(the|his|my) (own )?closure order|(lost|won) (the|his|my) (own )?wager/i,
    10,
  ],
  [
    /new plaque|lost the council|former (student[- ])?council president|next semester|open campus chat/i,
    11,
  ],
];

/** Claims the comic contradicts, for every character. */
export const FALSE_CLAIMS: readonly RegExp[] = [
  // Kai lost the council in the Epilogue: he is no longer its president.
  /\b(kai|kaizetsu|he|i)('s| is| am|'m) (still )?(the )?(student[- ])?council president/i,
  /\bpresident kai\b/i,
  // Kai, not Tyson, removed Yūrei's name.
  /tyson (erased|removed|deleted|left off|scrubbed) (her|yūrei's|yurei's|my) name/i,
  // The station was saved.
  /(station|88\.1) (was|got|is) (closed|shut down|gone for good)/i,
  // Yūrei outran Kazeo; nobody caught her.
  /kazeo (caught|outran|beat) (her|yūrei|yurei)|(i|he) caught (her|yūrei|yurei) on the roof/i,
  // Yūrei has not forgiven Tyson.
  /(yūrei|yurei|she) (has )?forg(a|i)ve(n)? (him|tyson)/i,
  // Kazeo is a sprinter; Yūrei codes; Asahi studies astronomy; Tyson engineering.
  /(asahi|she) (studies|majors in) (?!astronomy)[a-z]+/i,
];
