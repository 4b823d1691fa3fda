package org.pairlab.lm.complete;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pairlab.text.CaptionTagger;
import org.pairlab.text.TaggedToken;

/**
 * A POS dictionary read off training captions: how often each lower-cased word was tagged with each {@link PosClass}.
 * It decides which words may fill an open slot of a {@link Template}.
 *
 * <p>UD tags have no verb forms, so they come from the word and its lemma: "-ing" is VBG, an "-s" form is VBZ, a form
 * equal to its lemma is VB after "to" or a modal and VBP elsewhere, and any other form ("sat", "parked") is past and
 * counted as both VBD and VBN, since telling them apart needs a parse. A word may fill a slot when it was seen in an
 * accepted class at least {@code minCount} times and in at least {@code minShare} of its occurrences, which keeps
 * tagger slips ("surfing" tagged NOUN once) out of the slots.
 */
public final class Lexicon {
    /** Default: seen in the class at least twice ... */
    public static final int DEFAULT_MIN_COUNT = 2;
    /** ... and in a tenth of its occurrences. */
    public static final double DEFAULT_MIN_SHARE = 0.1;

    private static final Set<String> MODALS = Set.of("can", "could", "will", "would", "shall", "should", "may",
            "might", "must", "to");

    private final Map<String, EnumMap<PosClass, Integer>> counts;
    private final Map<String, Integer> totals;
    private final int minCount;
    private final double minShare;

    private Lexicon(Map<String, EnumMap<PosClass, Integer>> counts, Map<String, Integer> totals, int minCount,
            double minShare) {
        this.counts = counts;
        this.totals = totals;
        this.minCount = minCount;
        this.minShare = minShare;
    }

    /** Tags every caption (lemmas on, for the verb forms) and counts its words' classes. */
    public static Lexicon build(CaptionTagger tagger, Iterable<String> captions) {
        Map<String, EnumMap<PosClass, Integer>> counts = new HashMap<>();
        Map<String, Integer> totals = new HashMap<>();
        for (String caption : captions) {
            List<TaggedToken> tokens = tagger.tag(caption).tokens();
            for (int i = 0; i < tokens.size(); i++) {
                TaggedToken t = tokens.get(i);
                String word = t.text().toLowerCase(Locale.ROOT);
                totals.merge(word, 1, Integer::sum);
                String previous = i == 0 ? "" : tokens.get(i - 1).text().toLowerCase(Locale.ROOT);
                for (PosClass c : classes(t, previous)) {
                    counts.computeIfAbsent(word, w -> new EnumMap<>(PosClass.class)).merge(c, 1, Integer::sum);
                }
            }
        }
        return new Lexicon(counts, totals, DEFAULT_MIN_COUNT, DEFAULT_MIN_SHARE);
    }

    /** Tags one caption and builds from it; see {@link #build(CaptionTagger, Iterable)}. */
    public static Lexicon of(CaptionTagger tagger, String... captions) {
        return build(tagger, List.of(captions));
    }

    /** The same counts with other thresholds. */
    public Lexicon withThresholds(int minCount, double minShare) {
        return new Lexicon(counts, totals, minCount, minShare);
    }

    static List<PosClass> classes(TaggedToken t, String previous) {
        String word = t.text().toLowerCase(Locale.ROOT);
        String lemma = t.lemma().toLowerCase(Locale.ROOT);
        return switch (t.pos()) {
            case "NOUN", "PROPN" -> List.of(PosClass.N);
            case "ADJ" -> List.of(PosClass.J);
            case "ADV" -> List.of(PosClass.R);
            case "VERB", "AUX" -> List.of(verbForm(word, lemma, previous));
            default -> List.of();
        };
    }

    private static PosClass verbForm(String word, String lemma, String previous) {
        if (word.endsWith("ing") && !word.equals(lemma)) {
            return PosClass.VBG;
        }
        if (word.equals("was") || word.equals("were")) {
            return PosClass.VBD;
        }
        if (word.equals(lemma) || word.equals("are") || word.equals("am")) {
            return MODALS.contains(previous) ? PosClass.VB : PosClass.VBP;
        }
        if (word.endsWith("s")) {
            return PosClass.VBZ;
        }
        return PosClass.VBN;
    }

    /** How often {@code word} was seen as a word of class {@code c} (past forms count for both VBD and VBN). */
    public int count(String word, PosClass c) {
        EnumMap<PosClass, Integer> m = counts.get(word.toLowerCase(Locale.ROOT));
        if (m == null) {
            return 0;
        }
        if (c == PosClass.V) {
            int n = 0;
            for (PosClass f : PosClass.VERB_FORMS) {
                n += m.getOrDefault(f, 0);
            }
            return n;
        }
        if (c == PosClass.VBD) {
            return m.getOrDefault(PosClass.VBD, 0) + m.getOrDefault(PosClass.VBN, 0);
        }
        return m.getOrDefault(c, 0);
    }

    /** Whether {@code word} may fill an open slot of class {@code slot}. */
    public boolean fits(String word, PosClass slot) {
        int n = count(word, slot);
        Integer total = totals.get(word.toLowerCase(Locale.ROOT));
        return n >= minCount && total != null && n >= minShare * total;
    }

    /** Every word that may fill an open slot of class {@code slot}, most frequent in that class first. */
    public List<String> words(PosClass slot) {
        List<String> out = new ArrayList<>();
        for (String w : counts.keySet()) {
            if (fits(w, slot)) {
                out.add(w);
            }
        }
        out.sort((a, b) -> {
            int c = Integer.compare(count(b, slot), count(a, slot));
            return c != 0 ? c : a.compareTo(b);
        });
        return Collections.unmodifiableList(out);
    }

    /** The classes {@code word} may fill, in {@link PosClass} order. */
    public List<PosClass> classesOf(String word) {
        List<PosClass> out = new ArrayList<>();
        for (PosClass c : PosClass.values()) {
            if (fits(word, c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** The JSON layout of a saved lexicon: per word, its occurrences and its counts per class. */
    record FileContent(int format, Map<String, Integer> totals, Map<String, Map<PosClass, Integer>> counts) {
    }

    /** Writes the counts as JSON, so a large corpus is tagged once (thresholds are not saved). */
    public void save(Path file) throws IOException {
        Map<String, Map<PosClass, Integer>> c = new TreeMap<>(counts);
        new ObjectMapper().writeValue(file.toFile(), new FileContent(1, new TreeMap<>(totals), c));
    }

    /**
     * Reads counts written by {@link #save}, with the default thresholds.
     *
     * @throws IOException naming the file when it is not a saved lexicon
     */
    public static Lexicon load(Path file) throws IOException {
        FileContent c;
        try {
            c = new ObjectMapper().readValue(file.toFile(), FileContent.class);
        } catch (IOException e) {
            throw new IOException(file + ": not a lexicon file (" + e.getMessage() + ")", e);
        }
        if (c.format() != 1 || c.totals() == null || c.counts() == null) {
            throw new IOException(file + ": lexicon format " + c.format() + " or its fields are unknown; this "
                    + "version reads format 1");
        }
        Map<String, EnumMap<PosClass, Integer>> counts = new HashMap<>();
        c.counts().forEach((w, m) -> counts.put(w, m.isEmpty() ? new EnumMap<>(PosClass.class) : new EnumMap<>(m)));
        return new Lexicon(counts, new HashMap<>(c.totals()), DEFAULT_MIN_COUNT, DEFAULT_MIN_SHARE);
    }

    /** Distinct words seen. */
    public int size() {
        return totals.size();
    }
}
