/** `--name value` and `--flag` options of the command-line tools. */
export function readArgs(argv: string[] = process.argv.slice(2)): { options: Record<string, string>; rest: string[] } {
  const options: Record<string, string> = {};
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) options[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      options[name] = next;
      index++;
    } else options[name] = 'true';
  }
  return { options, rest };
}
