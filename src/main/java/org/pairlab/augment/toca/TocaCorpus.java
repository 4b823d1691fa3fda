package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.EnumMap;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.complete.Lexicon;
import org.pairlab.lm.complete.PosClass;

/**
 * A caption corpus S taken apart for ToCa: the template distribution G (eq. 4), the lexical pairs R (eq. 7), the
 * words the templates dropped (what completion may put back), and the corpus captions as PTB tokens, so copies of
 * them can be refused.
 */
public final class TocaCorpus {
    private final List<String> captions;
    private final List<TemplateCount> templates;
    private final LexicalPairs pairs;
    private final Map<String, Integer> droppedWords;
    private final Set<String> normalized;
    private final Map<String, Map<PosClass, Integer>> classCounts;

    private TocaCorpus(List<String> captions, List<TemplateCount> templates, LexicalPairs pairs,
            Map<String, Integer> droppedWords, Set<String> normalized, Map<String, Map<PosClass, Integer>> classCounts) {
        this.classCounts = classCounts;
        this.captions = captions;
        this.templates = templates;
        this.pairs = pairs;
        this.droppedWords = droppedWords;
        this.normalized = normalized;
    }

    /**
     * Tags and takes apart every caption (blank ones are skipped).
     *
     * @throws IllegalArgumentException when no caption has a lexical word
     */
    public static TocaCorpus build(CaptionDeconstructor deconstructor, List<String> captions) {
        Map<StructureTemplate, int[]> counts = new LinkedHashMap<>();
        Map<StructureTemplate, Set<Restoration>> restorations = new LinkedHashMap<>();
        LexicalPairs pairs = new LexicalPairs();
        Map<String, Integer> dropped = new TreeMap<>();
        Set<String> normalized = new HashSet<>();
        List<String> kept = new ArrayList<>();
        Map<String, Map<PosClass, Integer>> classCounts = new TreeMap<>();
        for (String caption : captions) {
            if (caption == null || caption.isBlank()) {
                continue;
            }
            kept.add(caption.strip());
            normalized.add(normalize(caption));
            CaptionDeconstructor.Parts parts = deconstructor.deconstruct(caption);
            for (String w : parts.droppedWords()) {
                dropped.merge(w, 1, Integer::sum);
            }
            if (parts.template() == null || parts.words().isEmpty()) {
                continue;
            }
            int index = kept.size() - 1;
            counts.computeIfAbsent(parts.template(), t -> new int[] {0, index})[0]++;
            restorations.computeIfAbsent(parts.template(), t -> new java.util.LinkedHashSet<>()).add(parts.restoration());
            pairs.addCaption(parts.words());
            List<String> items = parts.template().items();
            for (int i = 1, w = 0; i < items.size(); i++) {
                boolean slot = StructureTemplate.isSlot(items.get(i));
                if (StructureTemplate.isSlot(items.get(i - 1))) {
                    if (slot) {
                        pairs.addAdjacent(parts.words().get(w), parts.words().get(w + 1));
                    }
                    w++;
                }
            }
            for (LexicalWord w : parts.words()) {
                classCounts.computeIfAbsent(w.word(), k -> new EnumMap<>(PosClass.class)).merge(w.wordClass(), 1,
                        Integer::sum);
            }
        }
        if (counts.isEmpty()) {
            throw new IllegalArgumentException("the corpus has no caption with a noun, verb, adjective or adverb ("
                    + captions.size() + " lines read)");
        }
        List<TemplateCount> templates = new ArrayList<>();
        counts.forEach((t, c) -> templates.add(new TemplateCount(t, c[0], c[1], List.copyOf(restorations.get(t)))));
        return new TocaCorpus(List.copyOf(kept), List.copyOf(templates), pairs, dropped, normalized, classCounts);
    }

    /** A caption as lower-cased PTB tokens joined by spaces: how copies and duplicates are recognised. */
    public static String normalize(String caption) {
        return String.join(" ", LmTokenizer.PTB.tokenize(caption));
    }

    /** The corpus captions read (blank lines left out). */
    public List<String> captions() {
        return captions;
    }

    /** The counted template equal to {@code template}. */
    public java.util.Optional<TemplateCount> find(StructureTemplate template) {
        return templates.stream().filter(t -> t.template().equals(template)).findFirst();
    }

    /** Every template with its count, in corpus order. */
    public List<TemplateCount> templates() {
        return templates;
    }

    /** The {@code n} most frequent templates, ties in corpus order. */
    public List<TemplateCount> topTemplates(int n) {
        List<TemplateCount> all = new ArrayList<>(templates);
        all.sort(Comparator.comparingInt(TemplateCount::count).reversed());
        return List.copyOf(all.subList(0, Math.min(n, all.size())));
    }

    /** The lexical pairs; add prior pairs before sampling. */
    public LexicalPairs pairs() {
        return pairs;
    }

    /** Words the templates dropped (determiners, pronouns, numbers, "to"), with counts. */
    public Map<String, Integer> droppedWords() {
        return droppedWords;
    }

    /** A POS dictionary of the corpus's lexical words, for open slots of the embedded completion. */
    public Lexicon lexicon() {
        return Lexicon.fromCounts(classCounts).withThresholds(1, 0.1);
    }

    /** Whether {@code caption} is, up to case, spacing and punctuation, one of the corpus captions. */
    public boolean contains(String caption) {
        return normalized.contains(normalize(caption));
    }

    /** As {@link #contains} for a caption already {@link #normalize normalized}. */
    boolean containsNormalized(String key) {
        return normalized.contains(key);
    }
}
