// Look-alikes (lower case) and the Latin letter each passes for, after Unicode's confusables (UTS #39): Cyrillic,
// Greek, the Latin letters that pass for others (dotless i, script a) and the digits that read as letters.
const LOOK_ALIKE = 'авеёгһніїјкӏмпорԛѕтцуўԝхьԁөαβεηικνορτυχγωıɑɩʟſ01|';
const LATIN = 'abeerhhiijklmnopqstuyywxbdoabenikvoptuxywiailfoll';

const LATIN_OF = new Map([...LOOK_ALIKE].map((char, index) => [char, LATIN[index]!]));

/**
 * The "skeleton" of a username: NFKC, lower case, each look-alike replaced by the Latin letter it passes for. Two
 * usernames with one skeleton would fool a reader (`аdmin` with a Cyrillic `а` beside `admin`).
 */
export function usernameSkeleton(username: string): string {
  // Lower case first, so capitals (Cyrillic В, Н, Т) land on the lower-case forms above.
  let skeleton = '';
  for (const char of username.normalize('NFKC').toLowerCase()) skeleton += LATIN_OF.get(char) ?? char;
  return skeleton.replaceAll('rn', 'm').replaceAll('vv', 'w');
}
