package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Re-implementation of the rules of Stanford CoreNLP 3.4.1's PTBLexer that matter for captions.
 *
 * <p>The JFlex scanner picks, at every position, the rule with the longest match (trailing context counts
 * towards the length) and, on ties, the earliest rule. We do the same over a list of regular expressions.
 * JFlex's {@code %caseless} makes literal strings case-insensitive but leaves character classes as written, so
 * literals are wrapped in {@code (?i:...)} and classes are not. Plain ASCII words followed by a space, the end,
 * or simple punctuation cannot be claimed by any longer rule, so they take a fast path that skips the regexes.
 * The rule set and its defaults (no British-to-American rewrite, no escaping of "/" and "*", "gonna" split into
 * "gon na") were checked against the output of the real 3.4.1 tokenizer on all COCO val2017 captions.
 */
final class PtbLexer {

    // --- character classes and building blocks (names follow PTBLexer.flex) ---
    private static final String LETTER = "[\\p{L}\\p{M}\\u00AD]";
    private static final String DIGIT = "\\p{Nd}";
    private static final String SPLET = "&[aeiouAEIOU](?i:acute|grave|uml);";
    private static final String WLETTER = "(?:" + LETTER + "|" + SPLET + ")";
    // 3.4.1 words may contain ".", "!" or "?" between letters ("ground.A", "yes!no"), and digits after a letter.
    private static final String WORD = WLETTER + "(?:" + WLETTER + "|" + DIGIT + ")*(?:[.!?]" + WLETTER + "(?:"
            + WLETTER + "|" + DIGIT + ")*)*";
    private static final String SPACE = "[ \\t\\u00A0\\u2000-\\u200A\\u3000]";
    private static final String NEWLINE = "(?:\\r\\n|[\\r\\n\\u2028\\u2029\\u000B\\u000C\\u0085])";
    private static final String SPACENL = "(?:" + SPACE + "|" + NEWLINE + ")";
    private static final String SGML = "<\\/?[A-Za-z!][^>]*>";
    private static final String APOS = "(?:['\\u0092\\u2019]|(?i:&apos;))";
    private static final String APOSETC = "(?:" + APOS + "|[`\\u0091\\u2018\\u201B])";
    private static final String HYPHEN = "[-_\\u058A\\u2010\\u2011]";
    private static final String REDAUX = APOS + "(?:[msdMSD]|(?i:re|ve|ll))";
    private static final String SWORD = "[A-Za-z\\u00AD]*[A-MO-Za-mo-z]\\u00AD*";
    private static final String SREDAUX = "(?i:n)" + APOSETC + "(?i:t)";
    private static final String APOWORD = APOS + "(?i:n)" + APOS + "?|[lLdDjJ]" + APOS + "|(?i:dunkin|somethin|ol)"
            + APOS + "|" + APOS + "(?i:em)|(?i:diff)" + APOSETC + "(?i:rent)|[A-HJ-XZn]" + APOSETC + "\\p{L}{2}\\p{L}*|"
            + APOS + "[2-9]0(?i:s)|" + APOS + "(?i:till?)|\\p{L}\\p{L}*[aeiouyAEIOUY]" + APOSETC + "[aeiouA-Z]\\p{L}*|"
            + APOS + "(?i:cause)|(?i:cont'd\\.?|nor'easter|c'mon|e'er|s'mores|ev'ry|li'l|nat'l)|O" + APOSETC + "o";
    private static final String FULLURL = "(?i:https?|ftp)://[^ \\t\\n\\f\\r\"<>|()]+[^ \\t\\n\\f\\r\"<>|.!?(){},-]";
    private static final String LIKELYURL = "(?:(?:(?i:www)\\.(?:[^ \\t\\n\\f\\r\"<>|.!?(){},]+\\.)+[a-zA-Z]{2,4})"
            + "|(?:(?:[^ \\t\\n\\f\\r\"`'<>|.!?(){},-_$]+\\.)+(?i:com|net|org|edu)))"
            + "(?:/[^ \\t\\n\\f\\r\"<>|()]+[^ \\t\\n\\f\\r\"<>|.!?(){},-])?";
    private static final String EMAIL = "[a-zA-Z0-9][^ \\t\\n\\f\\r\"<>|()\\u00A0]*@(?:[^ \\t\\n\\f\\r\"<>|().\\u00A0]+\\.)+"
            + "[a-zA-Z]{2,4}";
    private static final String TWITTER = "[@\\uFF20][a-zA-Z_][a-zA-Z_0-9]*|[#\\uFF03]" + LETTER + "(?:" + LETTER + "|"
            + DIGIT + "|_)*(?:" + LETTER + "|" + DIGIT + ")";
    // Longer alternative first: java.util.regex takes the first alternative that succeeds, JFlex the longest.
    private static final String NUM = DIGIT + "*(?:[.:,\\u00AD\\u066B\\u066C]" + DIGIT + "+)+|" + DIGIT + "+";
    private static final String NUMBER = "[\\-+]?(?:" + NUM + ")";
    private static final String DATE = DIGIT + "{1,2}[\\-/]" + DIGIT + "{1,2}[\\-/]" + DIGIT + "{2,4}";
    private static final String SUBSUPNUM = "[\\u207A\\u207B\\u208A\\u208B]?(?:[\\u2070\\u00B9\\u00B2\\u00B3\\u2074-\\u2079]+"
            + "|[\\u2080-\\u2089]+)";
    private static final String FRAC = "(?:" + DIGIT + "{1,4}[- \\u00A0])?" + DIGIT + "{1,4}(?:\\\\?/|\\u2044)" + DIGIT
            + "{1,4}";
    private static final String FRAC2 = "[\\u00BC\\u00BD\\u00BE\\u2153-\\u215E]";
    private static final String DOLSIGN = "[A-Z]*\\$|#";
    private static final String DOLSIGN2 = "[\\u00A2\\u00A3\\u00A4\\u00A5\\u0080\\u20A0\\u20AC\\u060B\\u0E3F\\u20A4"
            + "\\uFFE0\\uFFE1\\uFFE5\\uFFE6]";
    private static final String THING = "(?:[dDoOlL]" + APOSETC + "[\\p{L}\\p{Nd}])?(?:[\\p{L}\\p{Nd}]+|" + NUMBER
            + ")(?:" + HYPHEN + "(?:[dDoOlL]" + APOSETC + "[\\p{L}\\p{Nd}])?(?:[\\p{L}\\p{Nd}]+|" + NUM + "))*";
    private static final String THINGA = "[A-Z]+(?:(?:[+&]|(?i:&amp;))[A-Z]+)+";
    private static final String THING3 = "[\\p{L}\\p{Nd}]+(?:-\\p{L}+){0,2}(?:\\\\?/[\\p{L}\\p{Nd}]+(?:-\\p{L}+){0,2})"
            + "{1,2}";
    // Multi-letter alternative first so that "T.V." is not cut after "T.".
    private static final String ACRO = "[A-Za-z](?:\\.[A-Za-z])+|(?i:(?:Canada|Sino|Korean|EU|Japan|non)-U\\.S"
            + "|U\\.S\\.-(?:U\\.K|U\\.S\\.S\\.R))|[A-Za-z]";
    private static final String ACRO2 = "[A-Za-z](?:\\.[A-Za-z])+|(?i:(?:Canada|Sino|Korean|EU|Japan|non)-U\\.S"
            + "|U\\.S\\.-(?:U\\.K|U\\.S\\.S\\.R))";
    private static final String HTHING = "[\\p{L}\\p{Nd}][\\p{L}\\p{Nd}.,\\u00AD]*(?:-(?:[\\p{L}\\p{Nd}\\u00AD]+"
            + "(?:\\.\\p{Nd}+)?|(?:" + ACRO2 + ")\\.))+";
    private static final String ABMONTH = "(?i:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)";
    private static final String ABDAYS = "(?i:Mon|Tues|Tue|Wed|Thurs|Thu|Fri)";
    // Some states are case sensitive ([A]rk, [M]ass ...) because they are also common words.
    private static final String ABSTATE = "(?i:Ala|Ariz)|A(?i:z)|A(?i:rk)|(?i:Calif|Colo|Conn|Ct|Dak)|D(?i:el)"
            + "|(?i:Fla|Ga)|I(?i:ll)|(?i:Ind|Kans|Kan|Ky)|L(?i:a)|M(?i:ass)|(?i:Md|Mich|Minn)|M(?i:iss)"
            + "|(?i:Mont|Mo|Neb|Nev|Okla)|O(?i:re)|P(?i:a)|(?i:Penn|Tenn)|T(?i:ex)|(?i:Va|Vt)|W(?i:ash)|(?i:Wisc|Wis|Wyo)";
    private static final String ABCOMP = "(?i:Inc|Cos|Co|Corp|Pptys|Ppty|Ptes|Ptys|Pte|Pty|Ltd|Plc|Rt|Bancorp|Bhd|Assn"
            + "|Univ|Intl|Sys)";
    private static final String ABNUM = "(?i:tel|est|ext|sq)";
    private static final String ABPTIT = "(?i:Jr|Sr|Bros|(?:Ed|Ph)\\.D|Blvd|Rd|Esq)";
    private static final String ABBREV1 = "(?:" + ABMONTH + "|" + ABDAYS + "|" + ABSTATE + "|" + ABCOMP + "|" + ABNUM
            + "|" + ABPTIT + "|(?i:etc|al|seq|Bldg))\\.";
    private static final String ABTITLE = "(?i:Mrs|Mr|Ms)|M(?i:iss)|(?i:Drs|Dr|Profs|Prof|Sens|Sen|Reps|Rep|Attys"
            + "|Atty|Lt|Col|Gen|Messrs|Govs|Gov|Adm|Rev|Maj|Sgt|Cpl|Pvt|Capt|Ste|St|Ave|Pres|Lieut|Hon|Brig|Comdr|Cmdr"
            + "|Pfc|Spc|Supts|Supt|Det|Mt|Ft|Adj|Adv|Asst|Assoc|Ens|Insp|Mlle|Mme|Msgr|Sfc)";
    private static final String ABCOMP2 = "(?i:Invt|Elec|Natl|M[ft]g|Dept)";
    private static final String ABBREV4 = ACRO2 + "|" + ABTITLE + "|(?i:vs|Alex|Wm|Jos|Cie|a\\.k\\.a|cf|TREAS|Ph)|"
            + ABCOMP2 + "|[A-Za-z]";
    private static final String ABBREV3 = "(?i:ca|figs|fig|prop|nos|no|art|pp|op)\\.";
    private static final String SENTEND = SPACENL + "(?:" + SPACENL + "|\\p{Lu}|" + SGML + ")";
    private static final String SENTENCE_STARTERS = "(?:About|According|Additionally|After|An|A|As|At|But|Earlier"
            + "|He|Her|Here|However|If|In|It|Last|Many|More|Mr\\.|Ms\\.|Now|Once|One|Other|Our|She|Since|So|Some|Such"
            + "|That|The|Their|Then|There|These|They|This|We|When|While|What|Yet|You|" + SGML + ")";
    private static final String PHONE = "(?:\\([0-9]{3}\\)[ \\u00A0]?|[0-9]{3}[\\- \\u00A0.])[0-9]{3}[\\- \\u00A0.][0-9]{4}";
    private static final String LDOTS = "\\.{3,5}|(?:\\.[ \\u00A0]){2,4}\\.|[\\u0085\\u2026]";
    private static final String INSENTP = "[,;:\\u3001]";
    private static final String QUOTES = "''|" + APOS + "|[`\\u2018\\u2019\\u201A\\u201B\\u201C\\u201D\\u0091\\u0092\\u0093"
            + "\\u0094\\u201E\\u201F\\u2039\\u203A\\u00AB\\u00BB]{1,2}";
    private static final String DBLQUOT = "\"|(?i:&quot;)";
    private static final String TBSPEC = "-(?i:RRB|LRB|RCB|LCB|RSB|LSB)-|(?i:C\\.D\\.s|pro-|anti-|S(?:&|&amp;)P-500"
            + "|S(?:&|&amp;)Ls)|(?i:Cap)" + APOS + "(?i:n)|(?i:c)" + APOS + "(?i:est)";
    private static final String TBSPEC2 = APOS + "[0-9][0-9]";
    private static final String MISCSYMBOL = "[\\u00A6\\u00A7\\u00A8\\u00A9\\u00AC\\u00AE\\u00AF\\u00B0-\\u00BA\\u00D7"
            + "\\u00F7\\u0387\\u05BE\\u05C0\\u05C3\\u05C6\\u05F3\\u05F4\\u0600-\\u0603\\u0606-\\u060A\\u060C\\u0614"
            + "\\u061B\\u061E\\u066A\\u066D\\u0703-\\u070D\\u07F6-\\u07F8\\u0964\\u0965\\u0E4F\\u2020-\\u2023"
            + "\\u2032-\\u2038\\u2044\\u207A-\\u207F\\u208A-\\u208E\\u2100-\\u214F\\u2190-\\u21FF\\u2200-\\u22FF"
            + "\\u2300-\\u23FF\\u2600-\\u26FF\\u3012\\u30FB\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65]";

    /** What a rule does with the text it matched. */
    private enum Action {
        PUSHBACK3, PUSHBACK2, KEEP, MDASH, AMP, QUOTE_RIGHT, QUOTE_LEFT, FRACTION, FRACTION_CHAR, CURRENCY,
        ACRONYM, PERIOD_AGAIN, PHONE, DROP, LRB, RRB, LCB, RCB, LSB, RSB, LESS, GREATER, HYPHENS, ELLIPSIS,
        SOFT_HYPHENS
    }

    /** One lexer rule: the token pattern, an optional trailing context, and the action. */
    private record Rule(Pattern token, Pattern trailing, Action action) {
        static Rule of(String token, Action action) {
            return new Rule(Pattern.compile(token), null, action);
        }

        static Rule of(String token, String trailing, Action action) {
            return new Rule(Pattern.compile(token), Pattern.compile(trailing), action);
        }
    }

    // Same order as PTBLexer.flex: on equal length the earlier rule wins.
    private static final List<Rule> RULES = List.of(
            Rule.of("(?i:c)\\+\\+|(?i:c|f)#", Action.KEEP),
            Rule.of("(?i:cannot)|" + APOS + "(?i:twas)", Action.PUSHBACK3),
            Rule.of(APOS + "(?i:tis)|(?i:gonna|gotta|lemme|gimme|wanna)", Action.PUSHBACK2),
            Rule.of(SGML, Action.KEEP),
            Rule.of("&(?i:MD|mdash|ndash);|[\\u0096\\u0097\\u2013\\u2014\\u2015]", Action.MDASH),
            Rule.of("(?i:&amp;)", Action.AMP),
            Rule.of("&(?i:HT|TL|UR|LR|QC|QL|QR|odq|cdq|#[0-9]+);", Action.KEEP),
            Rule.of(WORD, REDAUX, Action.SOFT_HYPHENS),
            Rule.of(SWORD, SREDAUX, Action.SOFT_HYPHENS),
            Rule.of(WORD, Action.SOFT_HYPHENS),
            Rule.of(APOWORD, Action.QUOTE_RIGHT),
            Rule.of("(?i:y)" + APOS, "\\p{L}", Action.KEEP),
            Rule.of(FULLURL, Action.KEEP),
            Rule.of(LIKELYURL, Action.KEEP),
            Rule.of(EMAIL, Action.KEEP),
            Rule.of(TWITTER, Action.KEEP),
            Rule.of(REDAUX, "[^\\p{L}]", Action.QUOTE_RIGHT),
            Rule.of(SREDAUX, Action.QUOTE_RIGHT),
            Rule.of(DATE, Action.KEEP),
            Rule.of(NUMBER, Action.SOFT_HYPHENS),
            Rule.of(SUBSUPNUM, Action.KEEP),
            Rule.of(FRAC, Action.FRACTION),
            Rule.of(FRAC2, Action.FRACTION_CHAR),
            Rule.of(TBSPEC, Action.AMP),
            Rule.of(THING3, Action.KEEP),
            Rule.of(DOLSIGN, Action.KEEP),
            Rule.of(DOLSIGN2, Action.CURRENCY),
            Rule.of("(?:" + ACRO + ")\\.", SPACENL + "+" + SENTENCE_STARTERS + SPACENL, Action.ACRONYM),
            Rule.of(ABBREV3, SPACENL + "?" + DIGIT, Action.KEEP),
            Rule.of(ABBREV1, SENTEND, Action.PERIOD_AGAIN),
            Rule.of(ABBREV1, "[\\s\\S][\\s\\S]", Action.KEEP),
            Rule.of(ABBREV1, Action.PERIOD_AGAIN),
            Rule.of("(?:" + ABBREV4 + ")\\.", Action.KEEP),
            Rule.of("(?:" + ABBREV4 + ")", SPACE, Action.KEEP),
            Rule.of("(?:" + ACRO + ")", SPACENL, Action.KEEP),
            Rule.of(TBSPEC2, SPACENL, Action.KEEP),
            Rule.of(WORD + "\\.", INSENTP, Action.SOFT_HYPHENS),
            Rule.of(PHONE, Action.PHONE),
            Rule.of(DBLQUOT, "[\\p{L}\\p{Nd}$]", Action.QUOTE_LEFT),
            Rule.of(DBLQUOT, Action.QUOTE_RIGHT),
            Rule.of("\\+", Action.KEEP),
            Rule.of("[%&\\u2030\\u2031]", Action.KEEP),
            Rule.of("[~^]", Action.KEEP),
            Rule.of("[|\\\\]", Action.KEEP),
            Rule.of("\\u007F", Action.DROP),
            Rule.of("<|(?i:&lt;)", Action.LESS),
            Rule.of(">|(?i:&gt;)", Action.GREATER),
            Rule.of("\\{", Action.LCB),
            Rule.of("\\}", Action.RCB),
            Rule.of("\\[", Action.LSB),
            Rule.of("\\]", Action.RSB),
            Rule.of("\\(", Action.LRB),
            Rule.of("\\)", Action.RRB),
            Rule.of("-+", Action.HYPHENS),
            Rule.of(LDOTS, Action.ELLIPSIS),
            Rule.of("@+|#+|_+", Action.KEEP),
            Rule.of("\\*+|(?:\\\\\\*){1,3}", Action.KEEP),
            Rule.of(INSENTP, Action.KEEP),
            Rule.of("[?!]+", Action.KEEP),
            Rule.of("[.\\u00A1\\u00BF\\u037E\\u0589\\u061F\\u06D4\\u0700-\\u0702\\u07FA\\u3002]", Action.KEEP),
            Rule.of("=", Action.KEEP),
            Rule.of("/", Action.KEEP),
            Rule.of(HTHING + "\\.", INSENTP, Action.SOFT_HYPHENS),
            Rule.of(HTHING, Action.SOFT_HYPHENS),
            Rule.of(THING, Action.QUOTE_RIGHT),
            Rule.of(THINGA + "\\.", INSENTP, Action.AMP),
            Rule.of(THINGA, Action.AMP),
            Rule.of("'", "[A-Za-z][^ \\t\\n\\r\\u00A0]", Action.QUOTE_LEFT),
            Rule.of(REDAUX, Action.QUOTE_RIGHT),
            Rule.of(QUOTES, Action.QUOTE_RIGHT),
            Rule.of(MISCSYMBOL, Action.KEEP));

    // A word that some rule may keep together with a following period ("St.", "etc.", "K.", "No. 5").
    private static final Pattern ABBREVIATION_BODY = Pattern.compile("(?:" + ABMONTH + "|" + ABDAYS + "|" + ABSTATE
            + "|" + ABCOMP + "|" + ABNUM + "|" + ABPTIT + "|(?i:etc|al|seq|Bldg)|" + ABBREV4
            + "|(?i:ca|figs|fig|prop|nos|no|art|pp|op))");

    PtbLexer() {
    }

    /**
     * Tokens of {@code text} in their original case, PTB-escaped.
     *
     * @param text one caption
     * @param following the caption the toolkit writes on the next line, or null if {@code text} is the last
     *     line; the lexer's trailing contexts look across the newline (a caption ending "reads K." gives "K" and
     *     "." when the next caption starts with "A", but "K." at the end of the file)
     */
    List<String> lex(String text, String following) {
        int limit = text.length();
        String s = following == null ? text : text + "\n" + following;
        List<String> out = new ArrayList<>(16);
        // '@' can start an e-mail address that spans punctuation the fast path would split at.
        boolean fastPathAllowed = text.indexOf('@') < 0;
        int i = 0;
        while (i < limit) {
            char c = s.charAt(i);
            if (isSpace(c)) {
                i++;
                continue;
            }
            if (fastPathAllowed && isAsciiLetter(c)) {
                int j = i + 1;
                while (j < limit && isAsciiLetter(s.charAt(j))) {
                    j++;
                }
                if (j == s.length() || isFastFollower(s, j)) {
                    String w = s.substring(i, j);
                    if (!isAssimilation(w)) {
                        out.add(w);
                        i = j;
                        continue;
                    }
                } else if (s.charAt(j) == '.' && (j + 1 == s.length() || isSpace(s.charAt(j + 1)))) {
                    // "word." before a space: only abbreviations keep the period, everything else splits it off.
                    String w = s.substring(i, j);
                    if (!isAssimilation(w) && !ABBREVIATION_BODY.matcher(w).matches()) {
                        out.add(w);
                        out.add(".");
                        i = j + 1;
                        continue;
                    }
                }
            }
            if (fastPathAllowed && c == ',' && (i + 1 == s.length() || isSpace(s.charAt(i + 1)))) {
                out.add(",");
                i++;
                continue;
            }
            i = slowPath(s, i, out);
        }
        return out;
    }

    /** Words the lexer splits ("cannot", "gonna" ...); they must take the slow path. */
    private static boolean isAssimilation(String w) {
        return (w.length() == 6 && w.equalsIgnoreCase("cannot")) || (w.length() == 5 && (w.equalsIgnoreCase("gonna")
                || w.equalsIgnoreCase("gotta") || w.equalsIgnoreCase("lemme") || w.equalsIgnoreCase("gimme")
                || w.equalsIgnoreCase("wanna")));
    }

    /** Characters after a run of ASCII letters that no rule can extend the word over. */
    private static boolean isFastFollower(String s, int j) {
        char c = s.charAt(j);
        if (isSpace(c) || c == ';' || c == '"' || c == '(' || c == ')') {
            return true;
        }
        boolean lastOrSpaceNext = j + 1 == s.length() || isSpace(s.charAt(j + 1));
        // "cake,ice-cream" is one HTHING token and "yes!no" one word, so these are safe only before a space.
        return (c == ',' || c == '!' || c == '?') && lastOrSpaceNext;
    }

    private int slowPath(String text, int start, List<String> out) {
        int n = text.length();
        int bestTotal = 0;
        int bestToken = 0;
        Rule best = null;
        for (Rule rule : RULES) {
            Matcher m = rule.token().matcher(text);
            m.region(start, n);
            if (!m.lookingAt()) {
                continue;
            }
            int tokenEnd = m.end();
            int total = tokenEnd;
            if (rule.trailing() != null) {
                Matcher t = rule.trailing().matcher(text);
                t.region(tokenEnd, n);
                if (!t.lookingAt()) {
                    continue;
                }
                total = t.end();
            }
            if (total - start > bestTotal) {
                bestTotal = total - start;
                bestToken = tokenEnd - start;
                best = rule;
            }
        }
        if (best == null) {
            // Untokenizable character: the toolkit runs with the default "firstDelete", i.e. it is dropped.
            return start + Character.charCount(text.codePointAt(start));
        }
        return apply(best.action(), text.substring(start, start + bestToken), start, out);
    }

    private int apply(Action action, String tok, int start, List<String> out) {
        int next = start + tok.length();
        switch (action) {
            case PUSHBACK3 -> {
                out.add(tok.substring(0, tok.length() - 3));
                return next - 3;
            }
            case PUSHBACK2 -> {
                out.add(tok.substring(0, tok.length() - 2));
                return next - 2;
            }
            case KEEP -> out.add(tok);
            case SOFT_HYPHENS -> out.add(removeSoftHyphens(tok));
            case MDASH -> out.add("--");
            case AMP -> out.add(tok.replaceAll("(?i)&amp;", "&"));
            case QUOTE_RIGHT -> out.add(latexQuotes(tok, false));
            case QUOTE_LEFT -> out.add(latexQuotes(tok, true));
            case FRACTION -> out.add(tok.replace(' ', '\u00A0'));
            case FRACTION_CHAR -> out.add(fractionChar(tok));
            case CURRENCY -> out.add(normalizeCurrency(tok));
            case ACRONYM -> {
                // Before a sentence starter "I." is the letter then a period, "U.S." keeps its period and a
                // sentence-final period follows.
                if (tok.length() == 2) {
                    out.add(tok.substring(0, 1));
                    return start + 1;
                }
                out.add(tok);
                return next - 1;
            }
            case PERIOD_AGAIN -> {
                // Not strictTreebank3: the abbreviation keeps its period and a sentence-final "." follows.
                out.add(tok);
                return next - 1;
            }
            case PHONE -> out.add(tok.replace(' ', '\u00A0').replace("(", "-LRB-").replace(")", "-RRB-"));
            case DROP -> {
                // DEL is dropped by the lexer.
            }
            case LRB -> out.add("-LRB-");
            case RRB -> out.add("-RRB-");
            case LCB -> out.add("-LCB-");
            case RCB -> out.add("-RCB-");
            case LSB -> out.add("-LSB-");
            case RSB -> out.add("-RSB-");
            case LESS -> out.add("<");
            case GREATER -> out.add(">");
            case HYPHENS -> out.add(tok.length() >= 3 && tok.length() <= 4 ? "--" : tok);
            case ELLIPSIS -> out.add("...");
            default -> throw new IllegalStateException(action.name());
        }
        return next;
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** Whitespace as the lexer skips it; newlines count too since one caption is one line. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u00A0' || (c >= '\u2000' && c <= '\u200A')
                || c == '\u3000' || c == '\u2028' || c == '\u2029' || c == '\u000B' || c == '\u000C' || c == '\u0085'
                || c == '\u200B' || c == '\u200E' || c == '\u200F' || c == '\uFEFF' || c == '\0';
    }

    private static String removeSoftHyphens(String s) {
        return s.indexOf('\u00AD') < 0 ? s : s.replace("\u00AD", "");
    }

    private static String latexQuotes(String in, boolean probablyLeft) {
        String s = in;
        if (probablyLeft) {
            s = s.replaceAll("(?i)&apos;|'", "`").replaceAll("(?i)\"|&quot;", "``");
        } else {
            s = s.replaceAll("(?i)&apos;|'", "'").replaceAll("(?i)\"|&quot;", "''");
        }
        return s.replaceAll("[\\u0091\\u2018\\u201B\\u2039]", "`")
                .replaceAll("[\\u0092\\u2019\\u203A]", "'")
                .replaceAll("[\\u0093\\u201C\\u00AB]", "``")
                .replaceAll("[\\u0094\\u201D\\u00BB]", "''");
    }

    private static String fractionChar(String tok) {
        return switch (tok.charAt(0)) {
            case '\u00BC' -> "1/4";
            case '\u00BD' -> "1/2";
            case '\u00BE' -> "3/4";
            case '\u2153' -> "1/3";
            case '\u2154' -> "2/3";
            default -> tok;
        };
    }

    private static String normalizeCurrency(String in) {
        return in.replace("\u00A2", "cents").replace("\u00A3", "#").replaceAll("[\\u0080\\u00A4\\u20A0\\u20AC]", "\\$");
    }
}
