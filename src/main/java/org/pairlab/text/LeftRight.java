package org.pairlab.text;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Swaps left and right words in a caption, as a mirrored image needs ("bright" stays "bright"), only where they name a
 * side: "on the left", "his right hand", "turning left". The verb "left" ("is left open", "has left the room", "left
 * behind", "a door left open") and the intensifier "right" ("right next to", "right there") are kept.
 *
 * <p>The decision reads the words around the match instead of a POS tagger: the UD tagger often calls "left" in "is
 * left open" an adjective, and the flip needs no model loaded. The rules, in order:
 * <ol>
 *   <li>"right" before a noun such as "way" or before "to" + verb ("the right way", "their right to vote"): kept;</li>
 *   <li>after a determiner, possessive or preposition of place ("the left", "his right", "to the left"): a side;</li>
 *   <li>"right" before a word of place or time ("right next to", "staring right into", "right now"): kept;</li>
 *   <li>after a verb of direction ("turn left", "facing right"): a side;</li>
 *   <li>"left" after a form of be/have/get (adverbs such as "just" or "been" between are skipped): the verb;</li>
 *   <li>"left" before an object or particle ("left the room", "left behind", "left open", "left to dry") or
 *   ending a clause after a word ("one slice left."): the verb;</li>
 *   <li>otherwise a side ("Left side of a road", "left hand").</li>
 * </ol>
 */
public final class LeftRight {
    private static final Map<String, String> SWAPS = Map.of(
            "left", "right", "right", "left",
            "leftmost", "rightmost", "rightmost", "leftmost",
            "lefthand", "righthand", "righthand", "lefthand",
            "leftward", "rightward", "rightward", "leftward",
            "leftwards", "rightwards", "rightwards", "leftwards");
    private static final Pattern WORD = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(left|right|leftmost|rightmost|lefthand|righthand|leftwards?|rightwards?)(?![\\p{L}\\p{N}])",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern PREVIOUS_WORD = Pattern.compile("([\\p{L}']+)\\s+$");
    private static final Pattern NEXT_WORD = Pattern.compile("^\\s+([\\p{L}']+)");

    /** Determiners, possessives and prepositions after which left/right name a side. */
    private static final Set<String> SIDE_BEFORE = Set.of("the", "a", "his", "her", "their", "its", "my", "your", "our",
            "to", "on", "at", "from", "toward", "towards", "far", "extreme", "upper", "lower", "top", "bottom", "front",
            "back", "rear", "and", "or", "one's", "person's", "man's", "woman's", "player's");
    /** Verbs of direction after which left/right name a side ("turn left", "looking right"). */
    private static final Set<String> DIRECTION_VERBS = Set.of("turn", "turns", "turned", "turning", "facing", "faces", "face",
            "pointing", "points", "point", "looking", "looks", "look", "go", "goes", "going", "veer", "veers", "veering",
            "bear", "move", "moves", "moving", "heading", "heads", "head", "leaning", "leans", "lean", "swerving",
            "glancing", "gazing", "staring");
    /** Nouns after which "right" means correct ("the right way"), not a side. */
    private static final Set<String> CORRECT_NOUNS = Set.of("way", "ways", "thing", "things", "time", "moment", "size",
            "answer", "amount", "choice", "kind", "idea", "tool", "tools");
    /** Forms of be, have and get, after which "left" is the verb ("is left open", "has left", "got left"). */
    private static final Set<String> VERB_BEFORE = Set.of("is", "are", "was", "were", "be", "been", "being", "has",
            "have", "had", "having", "get", "gets", "got", "getting", "gotten", "'s", "'ve", "'re", "it's", "that's",
            "who", "which", "that");
    /** Adverbs skipped when looking for be/have before "left" ("has just left", "was been left"). */
    private static final Set<String> ADVERBS = Set.of("just", "still", "not", "all", "already", "now", "been", "being",
            "recently", "then", "also", "often", "n't", "never", "simply", "clearly", "apparently");
    /** Words after the verb "left": an object, a particle or a predicate ("left the room", "left behind", "left open"). */
    private static final Set<String> VERB_AFTER = Set.of("behind", "over", "alone", "unattended", "out", "open", "the",
            "a", "an", "his", "her", "their", "its", "them", "him", "it", "some", "to", "in", "on", "outside", "there",
            "here", "for", "by", "empty", "unused", "abandoned", "parked", "sitting", "standing", "lying", "laying",
            "untouched", "uneaten", "half", "partially", "partly", "unfinished", "home", "with", "at", "off", "up",
            "inside");
    /** Words after which "right" is an intensifier of place or time, not a side. */
    private static final Set<String> INTENSIFIED = Set.of("next", "in", "on", "at", "by", "beside", "behind", "under",
            "underneath", "over", "above", "below", "near", "there", "here", "now", "into", "outside", "inside",
            "through", "up", "down", "after", "before", "along", "against", "across", "around", "beneath", "off",
            "onto", "out", "away", "where", "between", "upon");

    private LeftRight() {
    }

    public static String swap(String caption) {
        Matcher m = WORD.matcher(caption);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String word = m.group(1);
            String lower = word.toLowerCase(Locale.ROOT);
            String repl = namesSide(caption, m.start(1), m.end(1), lower) ? matchCase(word, SWAPS.get(lower)) : word;
            m.appendReplacement(sb, Matcher.quoteReplacement(repl));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Whether the plain "left"/"right" at [start, end) names a side; the other words always do. */
    static boolean namesSide(String caption, int start, int end, String lower) {
        if (!lower.equals("left") && !lower.equals("right")) {
            return true;
        }
        List<String> before = wordsBefore(caption, start);
        String previous = before.isEmpty() ? null : before.get(0);
        String next = wordAfter(caption, end);
        if (lower.equals("right") && next != null && (CORRECT_NOUNS.contains(next) || next.equals("to")
                && !SIDE_BEFORE.contains(String.valueOf(wordAfter(caption, caption.indexOf("to", end) + 2))))) {
            return false; // "the right way", "their right to protest"
        }
        if (previous != null && SIDE_BEFORE.contains(previous)) {
            return true;
        }
        if (lower.equals("right") && next != null && INTENSIFIED.contains(next)) {
            return false; // "staring right into the camera", "right next to"
        }
        if (previous != null && DIRECTION_VERBS.contains(previous)) {
            return true;
        }
        if (lower.equals("left")) {
            for (String w : before) {
                if (VERB_BEFORE.contains(w)) {
                    return false;
                }
                if (!ADVERBS.contains(w)) {
                    break;
                }
            }
            // "the only thing left.", "one slice left": at the end of a clause, after a noun, it means remaining.
            return next != null && !VERB_AFTER.contains(next) || previous == null;
        }
        return true;
    }

    /** The words right before a position, nearest first, stopping at punctuation. */
    private static List<String> wordsBefore(String caption, int start) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        String head = caption.substring(0, start);
        for (int i = 0; i < 4; i++) {
            Matcher m = PREVIOUS_WORD.matcher(head);
            if (!m.find()) {
                break;
            }
            out.add(m.group(1).toLowerCase(Locale.ROOT));
            head = head.substring(0, m.start());
        }
        return out;
    }

    private static String wordAfter(String caption, int end) {
        Matcher m = NEXT_WORD.matcher(caption.substring(end));
        return m.find() ? m.group(1).toLowerCase(Locale.ROOT) : null;
    }

    private static String matchCase(String original, String repl) {
        if (original.equals(original.toUpperCase()) && original.length() > 1) {
            return repl.toUpperCase();
        }
        if (Character.isUpperCase(original.charAt(0))) {
            return Character.toUpperCase(repl.charAt(0)) + repl.substring(1);
        }
        return repl;
    }
}
