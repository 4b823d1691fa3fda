package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.pairlab.augment.toca.CaptionDeconstructor.TokenPart;

/**
 * A corpus caption cut into phrases for the embedded completion: its subject noun phrase, the prepositional phrases
 * that describe the subject before any verb ("in a wet suit"), and its predicate, a list of phrases each starting at a
 * verb group, a preposition or a clause word ("riding a surfboard", "on a wave", "in the ocean"). The cut follows the
 * tagger's UD tags with two repairs for slips seen in captions (an "-ing" word tagged as a noun between a noun and a
 * preposition is a verb; "a man/ADJ standing" is a noun). A caption whose tags still look wrong (a verb right before
 * "is", a pronoun that is no pronoun) is marked unclean and gives no phrases, so tagger slips never become patterns.
 *
 * @param caption    the caption as read
 * @param subject    the subject noun phrase (determiner and adjectives included)
 * @param modifiers  prepositional phrases on the subject before the first verb (all of them for a caption with none)
 * @param predicate  the phrases from the first verb group on (empty for a caption without a verb)
 * @param kind       the subject's lower-cased lemma that says what it is ("people" in "a group of people")
 * @param plural     whether the subject is plural ("two planes", "man and boys")
 * @param agreement  the number the predicate's verb asks of its subject: "sg", "pl" or "" (a participle asks none)
 * @param personal   whether modifiers or predicate refer back to the subject ("his hand", "each other", "himself"):
 *                   then only a subject of the same kind may take them
 */
public record CaptionPhrases(String caption, Phrase subject, List<Phrase> modifiers, List<Phrase> predicate,
                             String kind, boolean plural, String agreement, boolean personal) {
    public CaptionPhrases {
        modifiers = List.copyOf(modifiers);
        predicate = List.copyOf(predicate);
    }

    /** Whether the subject is more than one, in meaning ("a group of people" is, though its verb is singular). */
    public boolean many() {
        return plural || PLURAL_NOUNS.contains(kind) || kind.endsWith("s") && !kind.endsWith("ss");
    }

    /**
     * A run of a caption's tokens.
     *
     * @param tokens the tokens (final punctuation left out)
     * @param cutBefore whether a caption may end right before this phrase (it starts with a preposition, an "-ing"
     *                  verb, "while", "who" or "and" + verb: what follows is an addition, not an argument)
     */
    public record Phrase(List<TokenPart> tokens, boolean cutBefore) {
        public Phrase {
            tokens = List.copyOf(tokens);
        }
    }

    private static final Set<String> PRONOUNS = Set.of("he", "she", "it", "they", "him", "her", "them", "his", "its",
            "their", "himself", "herself", "itself", "themselves", "who", "that", "which", "someone", "something",
            "there", "hers", "theirs", "one", "this", "these", "those", "what", "whose", "whom", "we", "us", "our",
            "you", "your", "i", "me", "my");
    private static final Set<String> REFERRING = Set.of("he", "she", "him", "her", "his", "hers", "himself", "herself",
            "they", "them", "their", "themselves", "each", "another", "other", "together", "its", "itself");
    private static final Set<String> SINGULAR_VERBS = Set.of("is", "was", "'s", "has", "does");
    private static final Set<String> PLURAL_VERBS = Set.of("are", "were", "have", "do");
    private static final Set<String> PLURAL_NOUNS = Set.of("people", "children", "men", "women", "police", "cattle",
            "sheep", "deer", "fish", "geese", "mice", "teeth", "feet");
    /** Head nouns that name a group or an amount of what follows "of" ("a group of people", "a herd of cows"). */
    private static final Set<String> GROUPS = Set.of("group", "couple", "pair", "bunch", "team", "crowd", "herd",
            "flock", "number", "lot", "lots", "row", "pack", "line", "family", "set", "pile", "stack", "collection",
            "variety", "bowl", "plate", "box", "few", "bunches", "groups");
    private static final Set<String> CLAUSE_WORDS = Set.of("while", "who", "that", "which", "as", "where", "when");

    /** Cuts one caption's token parts; empty when the caption is unclean or has no subject noun. */
    public static Optional<CaptionPhrases> parse(String caption, List<TokenPart> parts) {
        List<TokenPart> tokens = new ArrayList<>(parts);
        while (!tokens.isEmpty() && "PUNCT".equals(tokens.get(tokens.size() - 1).token().pos())) {
            tokens.remove(tokens.size() - 1);
        }
        if (tokens.size() < 2) {
            return Optional.empty();
        }
        String[] pos = repairedTags(tokens);
        if (!clean(tokens, pos)) {
            return Optional.empty();
        }
        List<Integer> starts = new ArrayList<>();
        for (int i = 1; i < tokens.size(); i++) {
            if (startsPhrase(tokens, pos, i)) {
                starts.add(i);
            }
        }
        starts.add(tokens.size());
        int subjectEnd = starts.get(0);
        List<TokenPart> subject = tokens.subList(0, subjectEnd);
        String[] subjectTags = java.util.Arrays.copyOfRange(pos, 0, subjectEnd);
        int headIndex = subjectHead(subject, subjectTags);
        if (headIndex < 0 || subject.stream().anyMatch(t -> t.word().equals(","))) {
            return Optional.empty();
        }
        List<Phrase> modifiers = new ArrayList<>();
        List<Phrase> predicate = new ArrayList<>();
        for (int k = 0; k + 1 < starts.size(); k++) {
            int from = starts.get(k);
            Phrase p = new Phrase(tokens.subList(from, starts.get(k + 1)), cuttable(tokens, pos, from));
            if (predicate.isEmpty() && !startsVerbGroup(tokens, pos, from)) {
                modifiers.add(p);
            } else {
                predicate.add(p);
            }
        }
        String kind = kind(subject, subjectTags, headIndex);
        boolean of = subject.stream().anyMatch(t -> t.word().equals("of"));
        TokenPart head = subject.get(headIndex);
        boolean plural = head.token().isPlural() || PLURAL_NOUNS.contains(head.word())
                || !of && subject.stream().anyMatch(t -> t.word().equals("and"))
                || subject.stream().anyMatch(t -> "NUM".equals(t.token().pos()) && !t.word().equals("one"));
        String agreement = agreement(predicate);
        if (agreement.equals("pl") && !plural) {
            return Optional.empty(); // "a male tennis/VERB player", "a kitchen ... and oven/VERB": a noun taken for a verb
        }
        boolean personal = false;
        for (Phrase p : modifiers.isEmpty() ? predicate : concat(modifiers, predicate)) {
            for (TokenPart t : p.tokens()) {
                personal |= REFERRING.contains(t.word());
            }
        }
        return Optional.of(new CaptionPhrases(caption, new Phrase(subject, false), modifiers, predicate, kind, plural,
                agreement, personal));
    }

    private static List<Phrase> concat(List<Phrase> a, List<Phrase> b) {
        List<Phrase> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** UD tags with the two caption slips repaired (see the class comment). */
    static String[] repairedTags(List<TokenPart> tokens) {
        String[] pos = new String[tokens.size()];
        for (int i = 0; i < pos.length; i++) {
            pos[i] = tokens.get(i).token().pos();
        }
        for (int i = 1; i < pos.length; i++) {
            String w = tokens.get(i).word();
            String next = i + 1 < pos.length ? pos[i + 1] : "END";
            boolean nounBefore = pos[i - 1].equals("NOUN") || pos[i - 1].equals("PROPN") || pos[i - 1].equals("ADJ");
            if (w.endsWith("ing") && (pos[i].equals("NOUN") || pos[i].equals("ADJ")) && nounBefore
                    && Set.of("ADP", "DET", "PART", "PRON", "NUM", "END").contains(next)) {
                pos[i] = "VERB";
                if (pos[i - 1].equals("ADJ") && i >= 2 && pos[i - 2].equals("DET")) {
                    pos[i - 1] = "NOUN";
                }
            }
        }
        return pos;
    }

    private static boolean clean(List<TokenPart> tokens, String[] pos) {
        for (int i = 0; i < tokens.size(); i++) {
            String w = tokens.get(i).word();
            if (pos[i].equals("PRON") && !PRONOUNS.contains(w) && !w.equals("each")) {
                return false; // "skis" tagged as a pronoun
            }
            if (pos[i].equals("VERB") && i + 1 < tokens.size() && pos[i + 1].equals("AUX")) {
                return false; // "a stop sign/VERB is": the subject's noun taken for a verb
            }
            if (w.contains("'") && !w.equals("'s")) {
                return false; // "it's" for "its" and the like
            }
        }
        return true;
    }

    /** Whether token {@code i} starts a new phrase. */
    private static boolean startsPhrase(List<TokenPart> tokens, String[] pos, int i) {
        String w = tokens.get(i).word();
        String before = pos[i - 1];
        String wordBefore = tokens.get(i - 1).word();
        String next = i + 1 < pos.length ? pos[i + 1] : "END";
        String nextWord = i + 1 < pos.length ? tokens.get(i + 1).word() : "";
        if (w.equals("next") && nextWord.equals("to")) {
            return !before.equals("VERB");
        }
        switch (pos[i]) {
            case "ADP":
                // "of" stays with its noun; a preposition right after a verb is the verb's ("sitting on", "pulling up
                // to"); "to" after "next" and "by" after "near" belong to the one before.
                return !w.equals("of") && !before.equals("VERB") && !before.equals("ADP") && !before.equals("AUX")
                        && !wordBefore.equals("next");
            case "AUX":
                return !before.equals("AUX") && !CLAUSE_WORDS.contains(wordBefore);
            case "VERB":
                if (before.equals("AUX") || before.equals("PART") || before.equals("VERB")
                        || CLAUSE_WORDS.contains(wordBefore) || wordBefore.equals("and")) {
                    return false;
                }
                // "a ski covered slope", "a blue and raspberry topped cake", "a living room": a verb form inside a
                // noun phrase is an adjective.
                boolean nounNext = next.equals("NOUN") || next.equals("ADJ");
                boolean insideNounPhrase = Set.of("DET", "ADJ", "NUM").contains(before)
                        || (before.equals("CCONJ") || before.equals("PUNCT")) && nounNext
                        || (w.endsWith("ed") || w.endsWith("en")) && nounNext;
                return !insideNounPhrase;
            case "CCONJ":
                return w.equals("and") && next.equals("VERB");
            case "SCONJ", "PRON":
                return CLAUSE_WORDS.contains(w) && !before.equals("ADP") && i + 1 < pos.length;
            default:
                return false;
        }
    }

    private static boolean startsVerbGroup(List<TokenPart> tokens, String[] pos, int i) {
        return pos[i].equals("VERB") || pos[i].equals("AUX") || pos[i].equals("CCONJ")
                || CLAUSE_WORDS.contains(tokens.get(i).word());
    }

    private static boolean cuttable(List<TokenPart> tokens, String[] pos, int i) {
        String w = tokens.get(i).word();
        return pos[i].equals("ADP") || w.equals("next") || pos[i].equals("VERB") && w.endsWith("ing")
                || pos[i].equals("CCONJ") || w.equals("while") || w.equals("who");
    }

    /** The subject's grammatical head: the first noun before "of", else the last noun; -1 when it has none. */
    private static int subjectHead(List<TokenPart> subject, String[] pos) {
        int last = -1;
        for (int i = 0; i < subject.size(); i++) {
            boolean noun = pos[i].equals("NOUN") || pos[i].equals("PROPN");
            if (subject.get(i).word().equals("of") && last >= 0) {
                return last;
            }
            if (noun) {
                last = i;
            } else if (pos[i].equals("CCONJ") && last >= 0) {
                return last;
            }
        }
        return last;
    }

    /** What the subject is: the noun after "of" in "a group of people", else the head's lemma. */
    private static String kind(List<TokenPart> subject, String[] pos, int head) {
        int at = head;
        // "a group of people" is people, but "an image of a girl" is an image: only a group word passes the kind on,
        // to the first noun after "of" ("a flock of goats and some men" is goats).
        boolean group = GROUPS.contains(subject.get(head).token().lemma().toLowerCase(Locale.ROOT));
        boolean afterOf = false;
        for (int i = head + 1; i < subject.size() && group; i++) {
            afterOf |= subject.get(i).word().equals("of");
            if (afterOf && (pos[i].equals("NOUN") || pos[i].equals("PROPN"))) {
                at = i;
                if (i + 1 >= subject.size() || !(pos[i + 1].equals("NOUN") || pos[i + 1].equals("PROPN"))) {
                    break;
                }
            }
        }
        String kind = subject.get(at).token().lemma().toLowerCase(Locale.ROOT);
        // A noun before the head is part of what it is: a "tennis player" is no "baseball player".
        return at > 0 && (pos[at - 1].equals("NOUN") || pos[at - 1].equals("PROPN"))
                ? subject.get(at - 1).word() + " " + kind : kind;
    }

    /** The number the first finite verb of the predicate asks for. */
    private static String agreement(List<Phrase> predicate) {
        for (Phrase p : predicate) {
            for (TokenPart t : p.tokens()) {
                String pos = t.token().pos();
                if (SINGULAR_VERBS.contains(t.word())) {
                    return "sg";
                }
                if (PLURAL_VERBS.contains(t.word())) {
                    return "pl";
                }
                if (pos.equals("VERB") && t.lexical() != null) {
                    switch (t.lexical().wordClass()) {
                        case VBZ:
                            return "sg";
                        case VBP:
                            return "pl";
                        case VBD, VBN:
                            break;
                        default:
                            return "";
                    }
                }
            }
            return "";
        }
        return "";
    }
}
