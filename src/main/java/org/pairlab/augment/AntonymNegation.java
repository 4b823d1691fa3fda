package org.pairlab.augment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pairlab.project.LexiconEntry;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * The rule-based antonym negation of seed 003: every lexicon word is replaced by the negation of its antonym so the
 * caption keeps its meaning ("is attractive" -> "is not unattractive", "has wavy hair" -> "doesn't have straight hair").
 *
 * <p>Rules, chosen to reproduce the paper's example (Table 2):
 * <ul>
 *   <li>A verb entry whose replacement is a negated verb ("has" -> "doesn't have", "wears" -> "doesn't wear") matches
 *   every form of the verb by lemma and is inflected ("have" -> "don't have", "having" -> "not having", "had" ->
 *   "didn't have"). It opens a <em>negated scope</em> up to the end of the clause: the words inside take their bare
 *   antonym ("doesn't have ... straight hair, ... mouth completely closed").</li>
 *   <li>Outside a negated scope a word takes "not" + antonym ("young" -> "not old"); an adverb-adjective chain is
 *   negated once ("slightly open" -> "not completely closed"). An adjective in front of its noun is left alone there
 *   ("a young man", not "a not old man").</li>
 *   <li>A negated verb needs an antonym in its scope: "has wavy hair" -> "doesn't have straight hair", but "has an
 *   mp3 player" stays, since "doesn't have an mp3 player" would reverse the caption.</li>
 *   <li>Adjective entries apply to adjectives (and participles tagged VERB), never to a verb or noun spelled the same.</li>
 *   <li>The copula ("is" -> "isn't") is kept before an adjective, whose negation carries the meaning ("is not
 *   unattractive", as in the paper); it is negated before a lexicon verb ("is smiling" -> "isn't frowning"), and left
 *   alone otherwise ("is a man" stays true).</li>
 *   <li>A determiner entry ("no" -> "any") only applies inside a negated scope ("doesn't have any beard"), where the
 *   negative-polarity word is grammatical.</li>
 *   <li>"a"/"an" before a replaced word is fixed to the new word.</li>
 *   <li>Outside a negated scope, a word after an adverb that is not itself replaced ("very young") is left alone.</li>
 * </ul>
 * POS tags come from {@link CaptionTagger}; participles are tagged ADJ or VERB inconsistently, so VERB entries match
 * ADJ tokens and ADJ entries match "-ed" participles tagged VERB; VERB and AUX match each other.
 */
public final class AntonymNegation {
    private static final Pattern DO_NEGATION = Pattern.compile("(?i)(doesn't|does not|don't|do not)\\s+(\\S.*)");
    private static final Pattern BE_NEGATION = Pattern.compile("(?i)(isn't|is not|aren't|are not)");
    private static final Set<String> CLAUSE_WORDS = Set.of("who", "which", "that", "while", "but", "whose", "where");

    private final Map<String, List<Rule>> byWord = new HashMap<>();
    private final Map<String, List<Rule>> byLemma = new HashMap<>();

    /** Prepares a lexicon; the tagger gives verb entries their lemma ("has" -> "have"). */
    public AntonymNegation(List<LexiconEntry> entries, CaptionTagger tagger) {
        for (LexiconEntry e : entries) {
            Rule r = Rule.of(e, tagger);
            if (r.kind == Kind.DO_VERB || r.kind == Kind.BE_VERB) {
                byLemma.computeIfAbsent(r.lemma, k -> new ArrayList<>()).add(r);
            } else {
                byWord.computeIfAbsent(e.word().toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(r);
            }
        }
    }

    private enum Kind { DO_VERB, BE_VERB, DETERMINER, WORD }

    private record Rule(LexiconEntry entry, Kind kind, String lemma, String base) {
        static Rule of(LexiconEntry e, CaptionTagger tagger) {
            Matcher m = DO_NEGATION.matcher(e.replacement());
            boolean verb = e.pos().equals("VERB") || e.pos().equals("AUX");
            if (verb && m.matches()) {
                return new Rule(e, Kind.DO_VERB, lemmaOf(e.word(), tagger), m.group(2).strip());
            }
            if (verb && BE_NEGATION.matcher(e.replacement()).matches()) {
                return new Rule(e, Kind.BE_VERB, lemmaOf(e.word(), tagger), "");
            }
            return new Rule(e, e.pos().equals("DET") ? Kind.DETERMINER : Kind.WORD, e.word().toLowerCase(Locale.ROOT), "");
        }
    }

    private static String lemmaOf(String verb, CaptionTagger tagger) {
        List<TaggedToken> t = tagger.tag("it " + verb.strip() + " .").tokens();
        return t.size() >= 2 ? t.get(1).lemma().toLowerCase(Locale.ROOT) : verb.toLowerCase(Locale.ROOT);
    }

    /** Whether the lexicon has no entries. */
    public boolean isEmpty() {
        return byWord.isEmpty() && byLemma.isEmpty();
    }

    /** The rewritten caption, or empty when no lexicon word applies. */
    public Optional<String> rewrite(TaggedCaption caption) {
        List<TaggedToken> toks = caption.tokens();
        int n = toks.size();
        String[] out = new String[n];
        boolean[] changed = new boolean[n];
        boolean negated = false;
        int keepVerbAt = -1; // the verb after a negated auxiliary ("isn't wearing") keeps its form
        int openVerb = -1; // the negated verb whose scope we are in
        List<Integer> negatedVerbs = new ArrayList<>();
        java.util.Set<Integer> supported = new java.util.HashSet<>(); // negated verbs with an antonym in their scope
        for (int i = 0; i < n; i++) {
            TaggedToken t = toks.get(i);
            String lower = t.text().toLowerCase(Locale.ROOT);
            if (t.pos().equals("PUNCT") && (lower.equals(".") || lower.equals(";") || lower.equals("!") || lower.equals("?"))) {
                negated = false;
                continue;
            }
            Optional<Rule> verbRule = verbRule(t);
            if (verbRule.isPresent()) {
                Rule r = verbRule.get();
                if (i == keepVerbAt) {
                    continue;
                }
                if (r.kind == Kind.BE_VERB) {
                    int next = nextContent(toks, i + 1);
                    // Only before a verb with an antonym ("is smiling" -> "isn't frowning"); "are wearing" has none,
                    // and "aren't wearing" would reverse the caption.
                    if (next >= 0 && toks.get(next).pos().equals("VERB") && wordRule(toks.get(next)).isPresent()) {
                        out[i] = matchCase(t.text(), negateBe(lower));
                        changed[i] = true;
                        negated = true;
                        keepVerbAt = next;
                    } else {
                        negated = false; // a new clause; its adjectives carry the negation
                    }
                    continue;
                }
                int next = nextContent(toks, i + 1);
                if (t.pos().equals("AUX") && next >= 0 && toks.get(next).pos().equals("VERB")) {
                    continue; // perfect auxiliary ("has been"): not the possessive verb of the lexicon
                }
                out[i] = matchCase(t.text(), negateDo(t, r.base));
                changed[i] = true;
                negated = true;
                openVerb = i;
                negatedVerbs.add(i);
                continue;
            }
            Optional<Rule> rule = wordRule(t);
            if (rule.isPresent() && i == keepVerbAt) {
                out[i] = matchCase(t.text(), rule.get().entry.replacement());
                changed[i] = true;
                continue;
            }
            if (rule.isPresent()) {
                Rule r = rule.get();
                if (negated) {
                    out[i] = matchCase(t.text(), r.entry.replacement());
                    changed[i] = true;
                    supported.add(openVerb);
                } else if (r.kind == Kind.WORD) {
                    if (i > 0 && toks.get(i - 1).pos().equals("DET") && !attributive(toks, i)) {
                        continue; // an adjective used as a noun: "out in the open", "the old and the new"
                    }
                    if (i > 0 && toks.get(i - 1).pos().equals("VERB") && !attributive(toks, i)) {
                        continue; // an adverb-like use: "flying high" -> "flying not low" is no English
                    }
                    if (i > 0 && (toks.get(i - 1).pos().equals("CCONJ") || toks.get(i - 1).text().equals(","))
                            && attributive(toks, i) && toks.get(i - 2 >= 0 ? i - 2 : 0).pos().equals("ADJ")) {
                        continue; // one of coordinated adjectives: "a white and black dog" has no single clause to move
                    }
                    if (attributive(toks, i) && !(i > 0 && changed[i - 1])) {
                        // "a young man" -> "a man that is not old": "a not old man" is no English.
                        int h = nounAfter(toks, i);
                        boolean relativeFollows = h >= 0 && h + 1 < toks.size()
                                && Set.of("that", "who", "which").contains(toks.get(h + 1).text().toLowerCase(Locale.ROOT));
                        boolean coordinated = h > i + 1 || i + 1 < toks.size() && !toks.get(i + 1).isNoun();
                        if (h >= 0 && !changed[h] && !relativeFollows && !coordinated
                                && !(i > 0 && toks.get(i - 1).pos().equals("ADV"))) {
                            String be = toks.get(h).isPlural() || PLURAL_NOUNS.contains(toks.get(h).text().toLowerCase(Locale.ROOT))
                                    ? "are" : "is";
                            out[i] = "";
                            changed[i] = true;
                            String head = toks.get(h).text();
                            if (Character.isUpperCase(t.text().charAt(0)) && t.text().length() > 0 && !t.text().equals(t.text().toUpperCase(Locale.ROOT))) {
                                head = Character.toUpperCase(head.charAt(0)) + head.substring(1); // "Black bear" -> "Bear that ..."
                            }
                            out[h] = head + " that " + be + " not " + r.entry.replacement();
                            changed[h] = true;
                        }
                        continue;
                    }
                    boolean chained = i > 0 && changed[i - 1] && out[i - 1] != null;
                    if (!chained && i > 0 && toks.get(i - 1).pos().equals("ADV")) {
                        continue; // "very young": neither "very not old" nor "not very old" keeps grammar and meaning
                    }
                    out[i] = chained ? r.entry.replacement() : matchCase(t.text(), "not " + r.entry.replacement());
                    changed[i] = true;
                }
                continue;
            }
            if (endsClause(t)) {
                negated = false;
            }
        }
        // A verb is negated only to carry an antonym after it: "has an mp3 player" alone would state the opposite.
        for (int v : negatedVerbs) {
            if (!supported.contains(v)) {
                out[v] = null;
                changed[v] = false;
            }
        }
        boolean any = false;
        for (boolean c : changed) {
            any |= c;
        }
        if (!any) {
            return Optional.empty();
        }
        fixArticles(toks, out, changed);
        return Optional.of(TokenText.replace(caption.text(), toks, out));
    }

    private Optional<Rule> verbRule(TaggedToken t) {
        if (!t.pos().equals("VERB") && !t.pos().equals("AUX")) {
            return Optional.empty();
        }
        return byLemma.getOrDefault(t.lemma().toLowerCase(Locale.ROOT), List.of()).stream()
                .filter(r -> compatible(r.entry.pos(), t)).findFirst();
    }

    private Optional<Rule> wordRule(TaggedToken t) {
        return byWord.getOrDefault(t.text().toLowerCase(Locale.ROOT), List.of()).stream()
                .filter(r -> compatible(r.entry.pos(), t)).findFirst();
    }

    /**
     * Whether a lexicon entry's POS fits a token. An adjective entry fits adjectives only, and a participle the tagger
     * calls a verb ("arched eyebrows"), never a verb or noun of the same spelling ("open the door", "a traffic
     * light"); a verb entry also fits its participles tagged ADJ ("a smiling woman") and AUX/VERB either way.
     */
    private static boolean compatible(String entryPos, TaggedToken t) {
        String tokenPos = t.pos();
        if (entryPos.equals(tokenPos)) {
            return true;
        }
        String lower = t.text().toLowerCase(Locale.ROOT);
        if (entryPos.equals("ADJ")) {
            return tokenPos.equals("VERB") && lower.endsWith("ed");
        }
        Set<String> auxVerb = Set.of("AUX", "VERB");
        return entryPos.equals("VERB") && tokenPos.equals("ADJ")
                || auxVerb.contains(entryPos) && auxVerb.contains(tokenPos);
    }

    private static final Set<String> PLURAL_NOUNS = Set.of("people", "men", "women", "children", "cattle", "police");

    /** The last noun of the run of nouns right after token i ("a young baseball player" -> "player"), or -1. */
    private static int nounAfter(List<TaggedToken> toks, int i) {
        int h = -1;
        for (int j = i + 1; j < toks.size() && toks.get(j).isNoun(); j++) {
            h = j;
        }
        return h;
    }

    /** An adjective in front of its noun ("a young man", "a big, old dog"), not after a verb ("is young"). */
    private static boolean attributive(List<TaggedToken> toks, int i) {
        for (int j = i + 1; j < toks.size(); j++) {
            TaggedToken n = toks.get(j);
            String lower = n.text().toLowerCase(Locale.ROOT);
            if (n.isNoun()) {
                return true;
            }
            if (!(n.pos().equals("ADJ") || n.pos().equals("ADV") || lower.equals(",") || lower.equals("and")
                    || n.pos().equals("VERB") && lower.endsWith("ed"))) {
                return false;
            }
        }
        return false;
    }

    /** A finite verb, an auxiliary or a relative word starts a new clause and ends a negated scope. */
    private static boolean endsClause(TaggedToken t) {
        String lower = t.text().toLowerCase(Locale.ROOT);
        if (t.pos().equals("AUX")) {
            return true;
        }
        if (t.pos().equals("VERB")) {
            return !lower.endsWith("ing") && !lower.endsWith("ed"); // participles modify nouns inside the scope
        }
        return CLAUSE_WORDS.contains(lower) && (t.pos().equals("PRON") || t.pos().equals("SCONJ") || t.pos().equals("CCONJ"));
    }

    private static int nextContent(List<TaggedToken> toks, int from) {
        for (int j = from; j < toks.size(); j++) {
            String pos = toks.get(j).pos();
            if (!pos.equals("DET") && !pos.equals("PART")) {
                return j;
            }
        }
        return -1;
    }

    /** "has" -> "doesn't have", "have" -> "don't have", "having" -> "not having", "had" -> "didn't have". */
    static String negateDo(TaggedToken t, String base) {
        String lower = t.text().toLowerCase(Locale.ROOT);
        String lemma = t.lemma().toLowerCase(Locale.ROOT);
        if (lower.endsWith("ing")) {
            return "not " + lower;
        }
        if (lower.equals(lemma)) {
            return "don't " + base;
        }
        if (lower.endsWith("s")) {
            return "doesn't " + base;
        }
        return "didn't " + base;
    }

    static String negateBe(String form) {
        return switch (form) {
            case "is", "'s" -> "isn't";
            case "are", "'re" -> "aren't";
            case "was" -> "wasn't";
            case "were" -> "weren't";
            case "being" -> "not being";
            case "be" -> "not be";
            case "been" -> "not been";
            default -> form + " not";
        };
    }

    private static void fixArticles(List<TaggedToken> toks, String[] out, boolean[] changed) {
        for (int i = 0; i + 1 < toks.size(); i++) {
            String lower = toks.get(i).text().toLowerCase(Locale.ROOT);
            int next = i + 1;
            while (next + 1 < toks.size() && "".equals(out[next])) {
                next++; // a removed adjective: the article goes with the word after it
            }
            if ((lower.equals("a") || lower.equals("an")) && changed[i + 1] && !changed[i]) {
                String following = out[next] != null ? out[next] : toks.get(next).text();
                String article = startsWithVowelSound(following) ? "an" : "a";
                if (!article.equals(lower)) {
                    out[i] = matchCase(toks.get(i).text(), article);
                    changed[i] = true;
                }
            }
        }
    }

    private static boolean startsWithVowelSound(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.startsWith("one") || w.startsWith("uni") || w.startsWith("use") || w.startsWith("eu")) {
            return false;
        }
        if (w.startsWith("hour") || w.startsWith("honest")) {
            return true;
        }
        return !w.isEmpty() && "aeiou".indexOf(w.charAt(0)) >= 0;
    }

    private static String matchCase(String original, String replacement) {
        if (!original.isEmpty() && Character.isUpperCase(original.charAt(0)) && !replacement.isEmpty()) {
            return Character.toUpperCase(replacement.charAt(0)) + replacement.substring(1);
        }
        return replacement;
    }
}
