package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairlab.lm.complete.Lexicon;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedToken;

/**
 * Splits a caption into its structure template and its lexical words (ToCa §3.2, eq. 2-3, Table 1) with the project's
 * OpenNLP tagger. Its UD tags are mapped to the paper's NLTK (Penn) sets: NOUN and PROPN are N; VERB and AUX are a
 * verb form (from word and lemma, as {@link Lexicon} derives them; a modal is MD, a function word); ADJ is J; ADV is R
 * except wh-adverbs (WRB). Function words kept as written are CC (CCONJ), IN (ADP, SCONJ), MD, EX ("there"), the
 * wh-words (WDT, WP, WP$, WRB), the punctuation "," and ".", and the nouns and adjectives of "next to", "in front of"
 * and "on top of"; everything else (determiners, pronouns, numbers,
 * particles such as "to", other punctuation) is dropped. Words are lower-cased. Thread-safe.
 */
public final class CaptionDeconstructor {
    private static final Set<String> MODALS = Set.of("can", "could", "will", "would", "shall", "should", "may",
            "might", "must");
    private static final Set<String> WH_WORDS = Set.of("who", "whom", "whose", "what", "which", "whatever", "where",
            "when", "why", "how", "that");
    private static final Set<String> KEPT_PUNCTUATION = Set.of(",", ".");
    /** Closed-class words the tagger now and then calls a noun or adjective ("A" at the start): never lexical. */
    private static final Set<String> NEVER_LEXICAL = Set.of("a", "an", "the", "this", "these", "those", "some",
            "each", "every", "another", "any", "no", "both", "all", "its", "it's", "his", "her", "their", "my", "our",
            "your");
    /** UD tags of the dropped words that completion may put back into a gap. */
    private static final Set<String> GAP_TAGS = Set.of("DET", "PRON", "NUM", "PART");

    private final CaptionTagger tagger;

    /** A deconstructor over a shared tagger. */
    public CaptionDeconstructor(CaptionTagger tagger) {
        this.tagger = tagger;
    }

    /**
     * One caption taken apart.
     *
     * @param droppedWords the dropped words that are determiners, pronouns, numbers or particles ("a", "his", "two",
     *                     "to"): what a gap may put back
     * @param restoration  those words by the template position they stood before
     */
    public record Parts(String caption, StructureTemplate template, List<LexicalWord> words,
                        List<String> droppedWords, Restoration restoration) {
        public Parts {
            words = List.copyOf(words);
            droppedWords = List.copyOf(droppedWords);
        }
    }

    /**
     * One token of a caption as ToCa sees it.
     *
     * @param token   the tagger's token
     * @param word    its lower-cased text
     * @param item    its template item: a function word as written, a lexical slot such as {@code [N]}, or null when
     *                the template drops it
     * @param lexical the lexical word it is (null unless {@code item} is a slot)
     * @param gapWord whether it is a dropped determiner, pronoun, number or particle that completion may put back
     */
    public record TokenPart(TaggedToken token, String word, String item, LexicalWord lexical, boolean gapWord) {
    }

    /** The caption's tokens, each with its template item and lexical word. */
    public List<TokenPart> tokenParts(String caption) {
        List<TaggedToken> tokens = tagger.tag(caption, true).tokens();
        List<TokenPart> out = new ArrayList<>(tokens.size());
        String previous = "";
        for (int i = 0; i < tokens.size(); i++) {
            TaggedToken t = tokens.get(i);
            String word = t.text().toLowerCase(Locale.ROOT);
            String next = i + 1 < tokens.size() ? tokens.get(i + 1).text().toLowerCase(Locale.ROOT) : "";
            boolean fixed = isFixedPhrase(previous, word, next);
            PosClass lexical = fixed ? null : lexicalClass(t, previous);
            if (fixed || lexical == null && isFunctionWord(t, word)) {
                out.add(new TokenPart(t, word, word, null, false));
            } else if (lexical != null) {
                LexicalWord w = new LexicalWord(word, lexical);
                out.add(new TokenPart(t, word, w.templateItem(), w, false));
            } else {
                boolean gap = GAP_TAGS.contains(t.pos()) && word.chars().allMatch(Character::isLetter)
                        || NEVER_LEXICAL.contains(word);
                out.add(new TokenPart(t, word, null, null, gap));
            }
            previous = word;
        }
        return out;
    }

    /**
     * The caption's template and lexical words; {@code null} template when it has no word left (an empty caption).
     */
    public Parts deconstruct(String caption) {
        List<String> items = new ArrayList<>();
        List<LexicalWord> words = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        List<List<String>> before = new ArrayList<>();
        List<String> pending = new ArrayList<>();
        for (TokenPart p : tokenParts(caption)) {
            if (p.item() != null) {
                items.add(p.item());
                if (p.lexical() != null) {
                    words.add(p.lexical());
                }
                before.add(List.copyOf(pending));
                pending.clear();
            } else if (p.gapWord()) {
                dropped.add(p.word());
                pending.add(p.word());
            }
        }
        before.add(List.copyOf(pending));
        return new Parts(caption, items.isEmpty() ? null : new StructureTemplate(items), words, dropped,
                new Restoration(before));
    }

    /**
     * "next to", "in front of", "on top of": prepositions written as several words, whose noun or adjective is no
     * lexical word (a template "[N] on [N] [J] to [N]" would put any adjective in place of "next").
     */
    static boolean isFixedPhrase(String previous, String word, String next) {
        return word.equals("next") && next.equals("to")
                || (word.equals("front") && previous.equals("in") || word.equals("top") && previous.equals("on"))
                        && next.equals("of");
    }

    private static PosClass lexicalClass(TaggedToken t, String previous) {
        String word = t.text().toLowerCase(Locale.ROOT);
        if (!word.chars().allMatch(c -> Character.isLetter(c) || c == '-') || NEVER_LEXICAL.contains(word)) {
            return null; // "'s", "n't", numbers written with digits, "a" tagged as a noun: not lexical words
        }
        if (("AUX".equals(t.pos()) || "VERB".equals(t.pos())) && MODALS.contains(word)) {
            return null;
        }
        if ("ADV".equals(t.pos()) && WH_WORDS.contains(word)) {
            return null;
        }
        List<PosClass> c = Lexicon.classes(t, previous);
        return c.isEmpty() ? null : c.get(0);
    }

    private static boolean isFunctionWord(TaggedToken t, String word) {
        return switch (t.pos()) {
            case "ADP", "SCONJ", "CCONJ" -> true;
            case "AUX", "VERB" -> MODALS.contains(word);
            case "PRON" -> word.equals("there") || WH_WORDS.contains(word);
            case "DET" -> word.equals("which") || word.equals("whatever") || word.equals("whose");
            case "ADV" -> WH_WORDS.contains(word);
            case "PUNCT" -> KEPT_PUNCTUATION.contains(word);
            default -> false;
        };
    }
}
