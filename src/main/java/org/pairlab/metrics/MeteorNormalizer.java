package org.pairlab.metrics;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Meteor 1.5's English text normalisation ({@code -norm}: tokenize, keep punctuation, lower-case).
 *
 * <p>The toolkit hands Meteor the PTB-tokenized captions and Meteor tokenizes them again, Moses style, so a few
 * PTB tokens are split further: hyphenated words lose the hyphen ("twin-hulled" becomes "twin hulled"), "'s"
 * becomes "'" and "s", "n't" becomes "n" and "'t", and a final "st." becomes "st" and ".". Steps and their order
 * follow Meteor's normalizer because overlapping regular-expression replacements depend on it.
 */
final class MeteorNormalizer {
    private static final String ALPHA = "A-Za-z\u0160\u017D\u0161\u017E\u0178\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017E"
            + "\u0400-\u04FF\u0500-\u0527\uA640-\uA66E\uA67E-\uA697\u1D00-\u1D7F";
    private static final String ALNUM = "0-9" + ALPHA;

    private static final Pattern SEPARATE_OTHER = Pattern.compile("([^" + ALNUM + "\\s.'`,\\-\u2018\u2019])");
    private static final Pattern MULTI_DOT = Pattern.compile("\\.([.]+)");
    private static final Pattern MULTI_DOT_NEXT = Pattern.compile("DOTMULTI\\.([^.])");
    private static final Pattern COMMA_1 = Pattern.compile("([^\\p{Digit}])[,]([^\\p{Digit}])");
    private static final Pattern COMMA_2 = Pattern.compile("([\\p{Digit}])[,]([^\\p{Digit}])");
    private static final Pattern COMMA_3 = Pattern.compile("([^\\p{Digit}])[,]([\\p{Digit}])");
    private static final Pattern SINGLE_QUOTES = Pattern.compile("([`\u2018\u2019])");
    private static final Pattern DOUBLE_QUOTES = Pattern.compile("([\u201C\u201D]|'')");
    private static final Pattern DASH_BETWEEN = Pattern.compile("([" + ALNUM + ".])[\\-]([" + ALNUM + "])");
    private static final Pattern APOS_1 = Pattern.compile("([^" + ALPHA + "])[']([^" + ALPHA + "])");
    private static final Pattern APOS_2 = Pattern.compile("([^" + ALPHA + "\\p{Digit}])[']([" + ALPHA + "])");
    private static final Pattern APOS_3 = Pattern.compile("([" + ALPHA + "])[']([^" + ALPHA + "])");
    private static final Pattern APOS_4 = Pattern.compile("([" + ALPHA + "])[']([" + ALPHA + "])");
    private static final Pattern APOS_5 = Pattern.compile("([\\p{Digit}])[']([s])");
    private static final Pattern HAS_ALPHA = Pattern.compile("[" + ALPHA + "]");
    private static final Pattern WHITE = Pattern.compile("[ \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\t"
            + "\n\r\f\u000B]+");
    private static final Pattern PLAIN = Pattern.compile("[a-z0-9 ]*");

    // Meteor's English non-breaking prefixes that can occur in lower-cased text ("No", "Art", "Nr" are upper case).
    private static final Set<String> NONBREAKING_ANY = Set.of("v", "vs", "i.e", "rev", "e.g");
    private static final Set<String> NONBREAKING_BEFORE_NUMBER = Set.of("pp");

    private MeteorNormalizer() {
    }

    /** Meteor's normalised, lower-cased form of one line. */
    static String normalize(String line) {
        if (PLAIN.matcher(line).matches()) {
            // Nothing for the rules to act on: only whitespace changes.
            return WHITE.matcher(line).replaceAll(" ").trim();
        }
        String s = " " + line + " ";
        s = SEPARATE_OTHER.matcher(s).replaceAll(" $1 ");
        s = MULTI_DOT.matcher(s).replaceAll(" DOTMULTI$1");
        while (s.contains("DOTMULTI.")) {
            s = MULTI_DOT_NEXT.matcher(s).replaceAll("DOTDOTMULTI $1");
            s = s.replace("DOTMULTI.", "DOTDOTMULTI");
        }
        s = COMMA_1.matcher(s).replaceAll("$1 , $2");
        s = COMMA_2.matcher(s).replaceAll("$1 , $2");
        s = COMMA_3.matcher(s).replaceAll("$1 , $2");
        s = SINGLE_QUOTES.matcher(s).replaceAll("'");
        s = DOUBLE_QUOTES.matcher(s).replaceAll(" \" ");
        s = s.replace("\u2013", "-").replace("--", "-");
        s = DASH_BETWEEN.matcher(s).replaceAll("$1 $2");
        s = APOS_1.matcher(s).replaceAll("$1 ' $2");
        s = APOS_2.matcher(s).replaceAll("$1 ' $2");
        s = APOS_3.matcher(s).replaceAll("$1 ' $2");
        s = APOS_4.matcher(s).replaceAll("$1 '$2");
        s = APOS_5.matcher(s).replaceAll("$1 '$2");
        s = breakFinalDots(s);
        while (s.contains("DOTDOTMULTI")) {
            s = s.replace("DOTDOTMULTI", "DOTMULTI.");
        }
        s = s.replace("DOTMULTI", ".");
        s = WHITE.matcher(s).replaceAll(" ").trim();
        return s.toLowerCase(Locale.ROOT);
    }

    /** Splits a word-final period off unless the word is a non-breaking prefix (Moses' rule). */
    private static String breakFinalDots(String s) {
        // Meteor splits with java.util.StringTokenizer, whose delimiters are exactly these.
        String[] words = s.strip().split("[ \\t\\n\\r\\f]+");
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (w.length() > 1 && w.endsWith(".")) {
                String pre = w.substring(0, w.length() - 1);
                String next = i < words.length - 1 ? words[i + 1] : null;
                if (pre.contains(".") && HAS_ALPHA.matcher(pre).find()) {
                    // Dotted acronyms lose their dots: "u.s." becomes "us".
                    sb.append(w.replace(".", ""));
                } else if (NONBREAKING_ANY.contains(pre) || (next != null && isAsciiLower(next.charAt(0)))) {
                    sb.append(w);
                } else if (NONBREAKING_BEFORE_NUMBER.contains(pre) && next != null && isAsciiDigit(next.charAt(0))) {
                    sb.append(w);
                } else {
                    sb.append(pre).append(" .");
                }
            } else {
                sb.append(w);
            }
            sb.append(' ');
        }
        return sb.toString();
    }

    private static boolean isAsciiLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
