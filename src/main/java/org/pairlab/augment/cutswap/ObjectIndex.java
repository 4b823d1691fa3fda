package org.pairlab.augment.cutswap;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What CutSwap knows about a dataset after pre-processing: every object lemma with its number forms, frequent
 * attributes and the samples that show it; the object mentions of every caption; and the boxes of every category.
 */
public record ObjectIndex(String vocabularyChecksum, int attributeMinCount, int captionsTagged,
                          Map<String, LemmaEntry> lemmas, Map<Long, List<ObjectMention>> mentionsByCaption,
                          Map<String, List<PatchRef>> patchesByCategory) {
    public ObjectIndex {
        lemmas = Map.copyOf(lemmas);
        mentionsByCaption = Map.copyOf(mentionsByCaption);
        patchesByCategory = Map.copyOf(patchesByCategory);
    }

    /**
     * One object lemma: its box category (null if none), how often captions name it, its most frequent plural form
     * in the corpus (null if never seen plural), attributes seen with it at least {@code attributeMinCount} times in
     * the corpus with their counts, and the samples whose captions name it (all, and by attribute).
     */
    public record LemmaEntry(String lemma, String category, int count, String pluralForm, Map<String, Integer> attributes,
                             List<Long> samples, Map<String, List<Long>> samplesByAttribute) {
        public LemmaEntry {
            attributes = Map.copyOf(attributes);
            samples = List.copyOf(samples);
            samplesByAttribute = Map.copyOf(samplesByAttribute);
        }
    }

    /** A box that can serve as a source patch. */
    public record PatchRef(long sampleId, long boxId, double x, double y, double w, double h) {
    }

    public Optional<LemmaEntry> lemma(String lemma) {
        return Optional.ofNullable(lemmas.get(lemma));
    }

    public List<ObjectMention> mentions(long captionId) {
        return mentionsByCaption.getOrDefault(captionId, List.of());
    }

    public List<PatchRef> patches(String category) {
        return category == null ? List.of() : patchesByCategory.getOrDefault(category, List.of());
    }

    /** Vocabulary words that are plural already, with what to write for one ("a people" is never written). */
    private static final Map<String, String> PLURAL_WORDS = Map.of("people", "person", "men", "man", "women", "woman",
            "children", "child", "kids", "kid", "cattle", "cow", "skis", "pair of skis", "scissors", "pair of scissors");

    /**
     * The word to write for a lemma in the given number: for a plural, the corpus plural form, else English
     * pluralisation; for a singular, the singular of a plural-only word ("people" -> "person").
     */
    public String form(String lemma, boolean plural) {
        if (PLURAL_WORDS.containsKey(lemma)) {
            return plural ? lemma : PLURAL_WORDS.get(lemma);
        }
        if (!plural) {
            return lemma;
        }
        LemmaEntry e = lemmas.get(lemma);
        return e != null && e.pluralForm() != null ? e.pluralForm() : EnglishPlural.of(lemma);
    }
}
