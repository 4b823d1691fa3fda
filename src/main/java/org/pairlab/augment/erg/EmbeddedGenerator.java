package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * The embedded generator's proposals (paper §3.4 without GPT-2): every grammatical place for a style phrase in a
 * factual caption: a clause at the end (with or without a comma) or after the subject, modifiers before a noun
 * phrase, in place of a factual modifier or before the verb, and, for phrases of no known kind, every word boundary.
 * The factual words are never changed except an article that must agree ("a" to "an") and a replaced modifier.
 * {@link GraftRanker} picks among the proposals. Thread-safe.
 */
public final class EmbeddedGenerator implements GraftGenerator {
    private static final Set<String> ARTICLES = Set.of("a", "an");

    /** Whether a clause compares ("like a bull", "as if ...", "as though ..."): it goes after a comma only. */
    static boolean simile(String clause) {
        String c = clause.toLowerCase(Locale.ROOT);
        return c.startsWith("like ") || c.startsWith("as if ") || c.startsWith("as though ");
    }
    /** Factual captions' judging adjectives, which a style modifier may replace. */
    private static final Set<String> JUDGING = Set.of("nice", "pretty", "good", "beautiful", "cute", "lovely",
            "happy", "funny", "great", "fancy", "delicious", "tasty", "adorable", "sad", "ugly", "messy", "neat");
    /** Longer phrases after the subject make the sentence hard to read; they go at the end only. */
    static final int MAX_SUBJECT_PHRASE = 4;
    private final CaptionTagger tagger;

    /** A generator that reads factual captions with {@code tagger}. */
    public EmbeddedGenerator(CaptionTagger tagger) {
        this.tagger = tagger;
    }

    @Override
    public String describe() {
        return "embedded";
    }

    @Override
    public List<Graft> proposals(TaggedCaption factual, List<SceneMatch> matches, ErgModel model) {
        List<Graft> out = new ArrayList<>();
        for (SceneMatch m : matches) {
            out.addAll(proposals(factual, model.phrases().get(m.item()), m.item()));
        }
        return out;
    }

    /** The tagged factual caption, once per caption (callers pass it to {@link #proposals}). */
    public TaggedCaption read(String factual) {
        return tagger.tag(factual.strip().replaceAll("\\s+", " "), false);
    }

    /** Every distinct graft of {@code phrase} into {@code factual}, none equal to the factual caption. */
    public List<Graft> proposals(TaggedCaption factual, StylePhrase phrase, int scene) {
        String text = factual.text();
        String p = phrase.phrase();
        Map<String, Graft> out = new LinkedHashMap<>();
        if (p.isEmpty() || containsPhrase(text, p)) {
            return List.of();
        }
        List<TaggedToken> tokens = factual.tokens();
        List<TaggedToken> words = PhraseExtractor.words(tokens);
        if (words.isEmpty()) {
            return List.of();
        }
        int endOfWords = words.get(words.size() - 1).end();
        if (phrase.kind() == PhraseKind.CLAUSE) {
            String tail = withoutRepeatedStart(text, p);
            if (tail.isEmpty()) {
                return List.of();
            }
            if (!simile(tail)) {
                // A simile needs its comma: "on a road like a bull" compares the road (round 14's read).
                add(out, insert(text, endOfWords, " ", tail, "", GraftPlacement.TRAILING, scene));
            }
            add(out, insert(text, endOfWords, ", ", tail, "", GraftPlacement.TRAILING_COMMA, scene));
            int subjectEnd = subjectEnd(words);
            // Not before a relative clause: "A person with his lover online who is sitting ...".
            boolean relative = subjectEnd >= 0 && subjectEnd + 1 < words.size() && Set.of("who", "that", "which")
                    .contains(words.get(subjectEnd + 1).text().toLowerCase(Locale.ROOT));
            if (subjectEnd >= 0 && !relative && startsWithPreposition(p) && wordsOf(p).size() <= MAX_SUBJECT_PHRASE) {
                add(out, insert(text, words.get(subjectEnd).end(), " ", p, "", GraftPlacement.AFTER_SUBJECT, scene));
            }
        }
        if (phrase.kind() == PhraseKind.MODIFIER) {
            boolean adverb = p.endsWith("ly") && !p.contains(" ");
            for (int i = 0; i + 1 < words.size(); i++) {
                TaggedToken w = words.get(i);
                TaggedToken next = words.get(i + 1);
                boolean opensPhrase = "DET".equals(w.pos()) || "NUM".equals(w.pos());
                if (opensPhrase && (next.isNoun() || next.isAdjective())) {
                    add(out, modifier(text, w, next.start(), p, GraftPlacement.BEFORE_NOUN, scene));
                }
                // Only a modifier that judges rather than describes ("nice", not "small" or "black") may be replaced.
                String adjective = w.text().toLowerCase(Locale.ROOT);
                if (next.isNoun() && w.isAdjective() && !p.equals(adjective)
                        && !PhraseExtractor.PLAIN_MODIFIERS.contains(adjective) && JUDGING.contains(adjective)) {
                    add(out, replace(text, i > 0 ? words.get(i - 1) : null, w, p, scene));
                }
            }
            if (adverb) {
                for (TaggedToken w : words) {
                    if ("VERB".equals(w.pos())) {
                        add(out, insert(text, w.start(), "", p, " ", GraftPlacement.BEFORE_VERB, scene));
                        break;
                    }
                }
            }
            if (out.isEmpty()) {
                add(out, insert(text, endOfWords, " ", p, "", GraftPlacement.TRAILING, scene));
            }
        }
        out.remove(text);
        return List.copyOf(out.values());
    }

    private static void add(Map<String, Graft> out, Graft g) {
        if (g != null) {
            out.putIfAbsent(g.text(), g);
        }
    }

    /** {@code text} with {@code before + phrase + after} at {@code at}, spaces tidied. */
    private static Graft insert(String text, int at, String before, String phrase, String after,
            GraftPlacement placement, int scene) {
        String head = text.substring(0, at).stripTrailing();
        String tail = text.substring(at).stripLeading();
        String lead = head.isEmpty() ? "" : before.isEmpty() ? " " : before;
        String trail = tail.isEmpty() || !Character.isLetterOrDigit(tail.charAt(0)) ? "" : after.isEmpty() ? " " : after;
        int s = head.length() + lead.length();
        String joined = head + lead + phrase + trail + tail;
        return new Graft(joined, phrase, s, s + phrase.length(), placement, scene);
    }

    /** A modifier before the word at {@code at}, the article before it made to agree. */
    private static Graft modifier(String text, TaggedToken article, int at, String phrase,
            GraftPlacement placement, int scene) {
        Graft g = insert(text, at, "", phrase, " ", placement, scene);
        return agree(g, article, phrase);
    }

    /** The adjective {@code adjective} replaced by {@code phrase}. */
    private static Graft replace(String text, TaggedToken article, TaggedToken adjective, String phrase, int scene) {
        String joined = text.substring(0, adjective.start()) + phrase + text.substring(adjective.end());
        Graft g = new Graft(joined, phrase, adjective.start(), adjective.start() + phrase.length(),
                GraftPlacement.REPLACE_MODIFIER, scene);
        return article != null && article.end() <= adjective.start() ? agree(g, article, phrase) : g;
    }

    /** Makes "a"/"an" before the phrase agree with its first sound (by spelling: a vowel letter takes "an"). */
    private static Graft agree(Graft g, TaggedToken article, String phrase) {
        if (article == null || !ARTICLES.contains(article.text().toLowerCase(Locale.ROOT))) {
            return g;
        }
        String between = g.text().substring(article.end(), g.phraseStart());
        if (!between.isBlank()) {
            return g;
        }
        boolean vowel = "aeiou".indexOf(Character.toLowerCase(phrase.charAt(0))) >= 0;
        String want = vowel ? "an" : "a";
        if (Character.isUpperCase(article.text().charAt(0))) {
            want = Character.toUpperCase(want.charAt(0)) + want.substring(1);
        }
        if (want.equals(article.text())) {
            return g;
        }
        int delta = want.length() - article.text().length();
        String t = g.text().substring(0, article.start()) + want + g.text().substring(article.end());
        return new Graft(t, g.phrase(), g.phraseStart() + delta, g.phraseEnd() + delta, g.placement(), g.scene());
    }

    /** Index of the last word of the subject noun phrase: the first noun run before the first verb; -1 if none. */
    private static int subjectEnd(List<TaggedToken> words) {
        for (int i = 0; i < words.size(); i++) {
            TaggedToken w = words.get(i);
            if ("VERB".equals(w.pos()) || "AUX".equals(w.pos()) || "ADP".equals(w.pos())) {
                return -1;
            }
            if (w.isNoun()) {
                int j = i;
                while (j + 1 < words.size() && words.get(j + 1).isNoun()) {
                    j++;
                }
                return j + 1 < words.size() ? j : -1;
            }
        }
        return -1;
    }

    private static boolean startsWithPreposition(String phrase) {
        String first = phrase.split(" ", 2)[0];
        // Not "like": "Some people like a child are standing ..." reads as "people who like a child".
        return Set.of("in", "with", "on", "at", "from", "without", "wearing", "dressed").contains(first);
    }

    /**
     * The phrase without a leading part the factual caption already says ("on a ramp" of "on a ramp off to the
     * moon" after "... on a ramp."): two or more words found in the caption in the same order; empty when nothing
     * new is left, or when what is left is one word.
     */
    static String withoutRepeatedStart(String text, String phrase) {
        List<String> p = wordsOf(phrase);
        String caption = " " + String.join(" ", wordsOf(text)) + " ";
        int cut = 0;
        for (int n = p.size(); n >= 2; n--) {
            if (caption.contains(" " + String.join(" ", p.subList(0, n)) + " ")) {
                cut = n;
                break;
            }
        }
        if (cut == 0) {
            return phrase;
        }
        if (p.size() - cut < 2) {
            return "";
        }
        // Cut in the phrase's own text, after its cut-th word.
        String[] raw = phrase.split(" ");
        int seen = 0;
        int i = 0;
        while (i < raw.length && seen < cut) {
            if (!wordsOf(raw[i]).isEmpty()) {
                seen++;
            }
            i++;
        }
        return String.join(" ", java.util.Arrays.asList(raw).subList(i, raw.length)).replaceFirst("^[,.;:]\\s*", "");
    }

    /** Whether {@code text} already holds the phrase as whole words. */
    static boolean containsPhrase(String text, String phrase) {
        String t = " " + text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9' ]", " ").replaceAll("\\s+", " ") + " ";
        String p = " " + phrase.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9' ]", " ").replaceAll("\\s+", " ").strip()
                + " ";
        return t.contains(p);
    }

    /** The words of {@code text} in order, for checks. */
    public static List<String> wordsOf(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9']+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
